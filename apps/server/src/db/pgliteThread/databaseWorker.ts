import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { threadResourceLimits } from '../../runtime/threadLimits.ts';
import type { WorkerEvent, WorkerReply, WorkerRequest, WorkerStart } from './messages.ts';

/** Thrown when the embedded database cannot be opened (with PGlite's own message). */
export class PgliteOpenError extends Error {
  override name = 'PgliteOpenError';
}

/** The value of the shared running-statement slot once the main thread has claimed it to stop the worker. */
const STOPPING = -1;

// Node's global WebAssembly: TypeScript declares it only in its browser libraries, which the server leaves out.
declare global {
  namespace WebAssembly {
    interface Module {}
    function compile(bytes: Uint8Array): Promise<Module>;
  }
}

let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * PostgreSQL's WebAssembly (9 MB), compiled once per process and given to every database thread it starts.
 * A thread left to compile it itself spent about a second of CPU on it, and ran its first statements slowly
 * until V8 had optimised the code again in the background: a new thread per API test file, and after each
 * restart of a stopped one (bench/README, "One compiled PGlite for every database thread").
 */
function pgliteModule(): Promise<WebAssembly.Module> {
  if (!compiled) {
    compiled = (async () => {
      const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
      return WebAssembly.compile(await readFile(path.join(path.dirname(entry), 'pglite.wasm')));
    })();
    // A failed compile is tried again by the next thread, not remembered.
    compiled.catch(() => {
      compiled = undefined;
    });
  }
  return compiled;
}

/**
 * One worker thread owning one PGlite instance (worker.ts), and what the main thread needs of it: send a
 * request, hear replies and the end of the thread, and know which statement is running right now (a slot
 * of shared memory the worker writes, so the answer never waits for the busy worker).
 */
export class DatabaseWorker {
  readonly #worker: Worker;
  readonly #running: Int32Array;
  readonly exited: Promise<void>;
  /** Set once the main thread ends the worker itself: its exit is then no failure. */
  #ending = false;

  private constructor(worker: Worker, running: Int32Array) {
    this.#worker = worker;
    this.#running = running;
    this.exited = new Promise((resolve) => worker.once('exit', () => resolve()));
  }

  /**
   * A database thread that loads PGlite and waits to be told what to open (start()): main.ts starts one
   * first thing, so it overlaps the server's own loading and checks, and touches no directory until then.
   * Unreferenced: a start refused meanwhile (a bad variable, a port in use) ends the process as before.
   */
  static prepare(): Worker {
    // Compiled meanwhile, on V8's background threads.
    pgliteModule().catch(() => {});
    const worker = new Worker(new URL('./workerEntry.mjs', import.meta.url), {
      resourceLimits: threadResourceLimits,
    });
    // A thread that fails before start() listens ends as a failed open there (threadId -1), not as an
    // unhandled 'error' event now.
    worker.on('error', () => {});
    worker.unref();
    return worker;
  }

  /**
   * Tells a worker (`prepared`, or a new one) to open `dataDir` (from `template`, with pgvector when
   * `vector`: see WorkerStart) and waits until its database is open.
   */
  static async start(
    dataDir: string,
    template?: string,
    vector = false,
    prepared?: Worker,
  ): Promise<DatabaseWorker> {
    const running = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    const worker = prepared ?? DatabaseWorker.prepare();
    let wasmModule: WebAssembly.Module;
    try {
      wasmModule = await pgliteModule();
    } catch (error) {
      await worker.terminate();
      throw new PgliteOpenError(
        `PostgreSQL's WebAssembly could not be compiled: ${(error as Error).message}`,
      );
    }
    const start: WorkerStart = { dataDir, running, template, vector, wasmModule };
    worker.ref();
    worker.postMessage(start);
    let settle: (event: WorkerEvent) => void = () => {};
    const event = new Promise<WorkerEvent>((resolve) => {
      settle = resolve;
    });
    const onMessage = (message: WorkerEvent) => settle(message);
    const onError = (error: Error) => settle({ kind: 'openFailed', message: error.message });
    const onExit = (code: number) =>
      settle({ kind: 'openFailed', message: `the database worker exited (code ${code})` });
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    if (worker.threadId === -1) onExit(1);
    const opened = await event;
    // These listeners only: removing all of a Worker's would take its own internal ones too.
    worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    if (opened.kind === 'openFailed') {
      await worker.terminate();
      throw new PgliteOpenError(opened.message);
    }
    worker.unref();
    return new DatabaseWorker(worker, running);
  }

  onReply(listener: (reply: WorkerReply) => void): void {
    this.#worker.on('message', listener);
  }

  /** The thread failed or ended on its own (not through close or terminate()). */
  onFailure(listener: (error: Error) => void): void {
    this.#worker.on('error', (error) => {
      if (!this.#ending) listener(error);
    });
    this.#worker.on('exit', (code) => {
      if (!this.#ending) listener(new Error(`the database worker exited (code ${code})`));
    });
  }

  /** Asks the worker to close its database and end, once the statements sent before are done. */
  close(id: number): void {
    this.#ending = true;
    this.#worker.ref();
    this.#worker.postMessage({ id, op: 'close' } satisfies WorkerRequest);
  }

  send(request: WorkerRequest): void {
    this.#worker.postMessage(request);
  }

  /**
   * Claims the worker for stopping if statement `id` is still running, so that it starts nothing else; false
   * when that statement has finished (its answer is on its way) and the worker must be left alone.
   */
  claimIfRunning(id: number): boolean {
    return Atomics.compareExchange(this.#running, 0, id, STOPPING) === id;
  }

  /** Ends the thread where it stands (its PGlite with it: PostgreSQL recovers the files at the next open). */
  async terminate(): Promise<void> {
    this.#ending = true;
    await this.#worker.terminate();
  }

  /** Keeps the process alive while statements are on their way (an idle worker must not). */
  hold(held: boolean): void {
    if (held) this.#worker.ref();
    else this.#worker.unref();
  }
}
