/**
 * The worker thread that owns the embedded database (docs/decisions/pglite-worker-thread.md). PGlite runs
 * PostgreSQL as WebAssembly on the thread that calls it, so a slow statement here holds this thread only:
 * the server's event loop keeps answering. Statements run one at a time in the order they arrive; each
 * answer is the server's raw wire-protocol bytes, parsed on the main thread.
 *
 * Started through workerEntry.mjs. Node 24 runs it with its own type stripping, as it runs the whole server
 * (serveCommand.ts): erasable TypeScript only, and type-only imports marked `import type`.
 */
import { readFile } from 'node:fs/promises';
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { type Extensions, type messages, PGlite, type PGliteOptions, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { StatementRequest, WorkerEvent, WorkerReply, WorkerRequest, WorkerStart } from './messages.ts';

const { serialize } = protocol;
const port = parentPort!;
// What to open comes as the first message: the thread may be started before the server knows its
// DATA_DIR (databaseWorker.ts prepare), loading PGlite meanwhile.
const { dataDir, running, template, vector, wasmModule } = await new Promise<WorkerStart>((resolve) =>
  port.once('message', resolve),
);
/** Set when the main thread has claimed this worker to stop it: nothing more is started or answered. */
let claimed = false;

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function send(message: WorkerReply | WorkerEvent): void {
  if ('data' in message) port.postMessage(message, [message.data.buffer as ArrayBuffer]);
  else port.postMessage(message);
}

/** The parameter types of the statement just described, or undefined when PostgreSQL refused it. */
function parameterTypes(answer: Uint8Array): number[] | undefined {
  let types: number[] | undefined = [];
  let failed = false;
  new protocol.Parser().parse(answer, (message: messages.BackendMessage) => {
    if (message.name === 'error') failed = true;
    if (message.name === 'parameterDescription') {
      types = (message as messages.ParameterDescriptionMessage).dataTypeIDs;
    }
  });
  return failed ? undefined : types;
}

/**
 * One exchange's raw answer. Not execProtocolRaw: its default sink also parses every message into a list
 * that only PGlite's own query() and exec() empty, so called directly it kept every answer for the life of
 * the thread (about 330 KB a log search; bench/README, "Soak on a quiet machine"). The stream sink keeps the
 * bytes only (copied: they are a view of PostgreSQL's memory), and the main thread parses them once.
 */
async function exchange(db: PGlite, message: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await db.execProtocolRawStream(message, {
    syncToFs: false,
    onRawData: (chunk) => chunks.push(chunk.slice()),
  });
  return concat(chunks);
}

/**
 * The extended-protocol exchange of PGlite's own query(): parse, describe, bind (parameters serialized by the
 * types PostgreSQL gave them), describe, execute, sync. Batched in two calls instead of six; after an error
 * PostgreSQL skips to the sync, as it does for any client.
 */
async function runQuery(db: PGlite, sql: string, params: unknown[], paramTypes?: number[]) {
  const raw = (message: Uint8Array) => exchange(db, message);
  const described = await raw(
    concat([serialize.parse({ text: sql, types: paramTypes ?? [] }), serialize.describe({ type: 'S' })]),
  );
  const types = parameterTypes(described);
  if (!types) return concat([described, await raw(serialize.sync())]);
  let values: (string | null)[];
  try {
    values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = db.serializers[types![i]!];
      return serializer ? serializer(param) : String(param);
    });
  } catch (error) {
    await raw(serialize.sync());
    throw error;
  }
  const executed = await raw(
    concat([
      serialize.bind({ values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]),
  );
  return concat([described, executed]);
}

/** Several statements in one string (migrations, pg-boss's schema): the simple protocol, as PGlite's exec(). */
async function runExec(db: PGlite, sql: string) {
  const raw = (message: Uint8Array) => exchange(db, message);
  return concat([await raw(serialize.query(sql)), await raw(serialize.sync())]);
}

async function execute(db: PGlite, request: StatementRequest): Promise<WorkerReply> {
  try {
    const data =
      request.op === 'query'
        ? await runQuery(db, request.sql, request.params, request.paramTypes)
        : await runExec(db, request.sql);
    return { id: request.id, kind: 'data', data };
  } catch (error) {
    return { id: request.id, kind: 'failed', message: (error as Error).message || String(error) };
  }
}

/** The statement, marked as running in the shared slot while it runs; undefined once this worker is claimed. */
async function run(db: PGlite, request: StatementRequest): Promise<WorkerReply | undefined> {
  if (request.deadline !== undefined && Date.now() > request.deadline) {
    return { id: request.id, kind: 'expired' };
  }
  Atomics.store(running, 0, request.id);
  const reply = await execute(db, request);
  // The main thread swapped the slot to stop this worker while the statement ran: it terminates the thread.
  if (Atomics.compareExchange(running, 0, request.id, 0) !== request.id) {
    claimed = true;
    return undefined;
  }
  // As PGlite: write to the file system after a statement, not inside a transaction.
  if (!db.isInTransaction()) await db.syncToFs();
  return reply;
}

async function main(): Promise<void> {
  let db: PGlite;
  try {
    // pg_trgm: search's typo tolerance for titles (migration 0014 creates it where the engine has it).
    // pgvector: the copilot's vectors, imported only when an embedding model is configured.
    const extensions: Extensions = { pg_trgm };
    if (vector) extensions.vector = (await import('@electric-sql/pglite-pgvector')).vector;
    const options: PGliteOptions = {
      dataDir: dataDir === 'memory://' ? undefined : dataDir,
      extensions,
      pgliteWasmModule: wasmModule,
      // PostgreSQL's 128 MB of shared buffers suits a dedicated server; embedded, the OS's file cache holds
      // the rest of a small database. The pool is resident in the WebAssembly memory from PostgreSQL's start
      // for the life of the server: at 16 MB a log search costs the CPU it did at 32 MB, with 18 MB less at
      // rest; 8 MB cost the searches more (bench/README, "PGlite's shared buffers at 16 MB"). On the command
      // line, not postgresql.conf: PGlite rewrites that file in DATA_DIR at every start (a corrupt DATA_DIR
      // the server refuses must be left as it was).
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
      ...(template ? { loadDataDir: new Blob([await readFile(template)]) } : {}),
    };
    // One object, not (dataDir, options): PGlite's stdin callback keeps the object it is given for the life
    // of the database, and with it the template's copy (44 MB resident at rest); dropped once unpacked
    // (bench/README, "Idle memory, what holds it").
    db = await PGlite.create(options);
    delete options.loadDataDir;
  } catch (error) {
    send({ kind: 'openFailed', message: (error as Error).message || String(error) });
    port.close();
    return;
  }
  send({ kind: 'ready' });
  // One statement at a time, in arrival order: the main thread decides that order (transactions included).
  let queue = Promise.resolve();
  port.on('message', (request: WorkerRequest) => {
    queue = queue.then(async () => {
      if (claimed) return;
      if (request.op === 'memory') {
        const heapBytes = getHeapStatistics().used_heap_size;
        send({ id: request.id, kind: 'memory', heapBytes, wasmBytes: db.Module.HEAPU8.buffer.byteLength });
        return;
      }
      if (request.op !== 'close') {
        const reply = await run(db, request);
        if (reply) send(reply);
        return;
      }
      await db.close();
      send({ id: request.id, kind: 'closed' });
      port.close();
    });
  });
}

await main();
