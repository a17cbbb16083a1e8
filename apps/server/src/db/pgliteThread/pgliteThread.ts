import { AsyncLocalStorage } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';
import {
  type messages,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  TransactionAbortedError,
  types,
} from '@electric-sql/pglite';
import type { StatementRequest, WorkerEvent, WorkerReply, WorkerRequest, WorkerStart } from './messages.ts';
import { StatementGate } from './statementGate.ts';

type Parser = (value: string, typeId?: number) => unknown;
type Pending = { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void };
type Statement = { op: 'query'; params: unknown[] } | { op: 'exec' };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Thrown when the embedded database cannot be opened (the worker reports PGlite's own message). */
export class PgliteOpenError extends Error {
  override name = 'PgliteOpenError';
}

/** Where a request's statement deadline travels from the caller to the statements it sends. */
const deadlines = new AsyncLocalStorage<number>();

/** PostgreSQL's own answer to a statement stopped by statement_timeout, so callers map it the same way. */
function statementTimeout(): messages.DatabaseError {
  const error = new protocol.messages.DatabaseError(
    'canceling statement due to statement timeout',
    0,
    'error',
  );
  error.severity = 'ERROR';
  error.code = '57014';
  return error;
}

/** As PGlite's listen(): an unquoted channel name is folded to lower case, a quoted one kept as is. */
function postgresName(channel: string): string {
  return channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();
}

/**
 * The embedded PostgreSQL (PGlite) in a worker thread, with the part of PGlite's interface this server
 * uses: query (object or array rows, the caller's parsers), exec, interactive transactions, listen, close.
 * Drizzle's PGlite driver and pg-boss's fromPglite take it in PGlite's place. A statement's execution
 * happens on the worker; the main thread only sends it and parses the answer, so a slow statement makes
 * other statements wait for the database but never the event loop (docs/decisions/pglite-worker-thread.md).
 */
export class PgliteThread {
  /** PGlite's default parsers, and one for every array type of the database (as PGlite's own). */
  readonly parsers: Record<number | string, Parser> = { ...types.parsers };
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #gate = new StatementGate();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #stopped: Error | undefined;
  #closing = false;
  #exited: Promise<void>;

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.#exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    worker.on('message', (message: WorkerReply | WorkerEvent) => {
      if (!('id' in message)) return;
      const pending = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      if (this.#pending.size === 0 && !this.#closing) worker.unref();
      pending?.resolve(message);
    });
    worker.on('error', (error) => this.#stop(new Error(`The embedded database stopped: ${error.message}`)));
    worker.once('exit', (code) =>
      this.#stop(new Error(`The embedded database stopped (worker exit ${code})`)),
    );
  }

  /** Starts the worker and opens (or creates) the database in `dataDir` (`memory://`: a throwaway one). */
  static async open(dataDir: string): Promise<PgliteThread> {
    const start: WorkerStart = { dataDir };
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: start });
    const event = await new Promise<WorkerEvent>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the database worker exited (code ${code})`)));
    }).catch((error: Error) => ({ kind: 'openFailed', message: error.message }) as const);
    if (event.kind === 'openFailed') {
      await worker.terminate();
      throw new PgliteOpenError(event.message);
    }
    const thread = new PgliteThread(worker);
    worker.unref();
    await thread.#loadArrayParsers();
    return thread;
  }

  /** Runs `work` with its statements refused once `deadline` (epoch ms) has passed before they start. */
  withDeadline<T>(deadline: number, work: () => Promise<T>): Promise<T> {
    return deadlines.run(deadline, work);
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    await this.#gate.statement();
    return (await this.#run(sql, { op: 'query', params }, options, deadlines.getStore()))[0] as Results<T>;
  }

  async exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    await this.#gate.statement();
    return this.#run(sql, { op: 'exec' }, options, deadlines.getStore());
  }

  /** As PGlite's: BEGIN, the callback's statements and nothing else, then COMMIT (ROLLBACK when it throws). */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const release = await this.#gate.transaction();
    try {
      await this.#run('BEGIN', { op: 'exec' });
      let closed = false;
      const checkOpen = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: Transaction = {
        query: async <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
          checkOpen();
          const [result] = await this.#run(sql, { op: 'query', params }, options, deadlines.getStore());
          return result as Results<R>;
        },
        exec: async (sql: string, options?: QueryOptions) => {
          checkOpen();
          return this.#run(sql, { op: 'exec' }, options, deadlines.getStore());
        },
        sql: () => Promise.reject(new Error('tx.sql is not supported by the database worker: use tx.query')),
        listen: () => Promise.reject(new Error('LISTEN inside a transaction is not supported')),
        rollback: async () => {
          checkOpen();
          await this.#run('ROLLBACK', { op: 'exec' });
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          const [commit] = await this.#run('COMMIT', { op: 'exec' });
          if (commit?.command === 'ROLLBACK') {
            throw Object.assign(new TransactionAbortedError(), { query: 'COMMIT', params: undefined });
          }
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          // A worker that died took the transaction with it: the caller hears why, not that ROLLBACK failed.
          await this.#run('ROLLBACK', { op: 'exec' }).catch((rollbackError: unknown) => {
            if (!this.#stopped) throw rollbackError;
          });
        }
        throw error;
      }
    } finally {
      release();
    }
  }

  /** As PGlite's: LISTEN on the channel; the callback gets the payload of each NOTIFY on it. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const name = postgresName(channel);
    const listeners = this.#listeners.get(name) ?? new Set();
    this.#listeners.set(name, listeners);
    listeners.add(callback);
    try {
      await this.exec(`LISTEN ${channel}`);
    } catch (error) {
      listeners.delete(callback);
      throw error;
    }
    return async () => {
      listeners.delete(callback);
      if (listeners.size === 0) await this.exec(`UNLISTEN ${channel}`);
    };
  }

  /** Waits for the statements and transactions already asked for, closes the database, ends the worker. */
  async close(): Promise<void> {
    if (this.#stopped) return;
    // Held until the worker has ended: a process must not exit while the database closes its files.
    this.#closing = true;
    this.#worker.ref();
    await this.#gate.transaction().catch(() => {});
    this.#gate.close(new Error('PGlite is closed'));
    if (!this.#stopped) await this.#send({ op: 'close' }).catch(() => {});
    this.#stop(new Error('PGlite is closed'));
    await this.#exited;
  }

  get closed(): boolean {
    return this.#stopped !== undefined;
  }

  async #run(
    sql: string,
    statement: Statement,
    options?: QueryOptions,
    deadline?: number,
  ): Promise<Results[]> {
    if (options?.serializers || options?.blob) {
      // Both would have to cross to the worker, and functions and files do not.
      throw new Error('the database worker supports neither custom serializers nor blobs (COPY)');
    }
    const request: DistributiveOmit<StatementRequest, 'id'> =
      statement.op === 'query'
        ? { op: 'query', sql, params: statement.params, paramTypes: options?.paramTypes, deadline }
        : { op: 'exec', sql, deadline };
    const reply = await this.#send(request);
    if (reply.kind === 'expired') throw this.#withQuery(statementTimeout(), sql, statement, options);
    if (reply.kind === 'failed') throw new Error(reply.message);
    if (reply.kind !== 'data') throw new Error(`unexpected answer from the database worker: ${reply.kind}`);
    return this.#results(reply.data, sql, statement, options);
  }

  #send(request: DistributiveOmit<WorkerRequest, 'id'>): Promise<WorkerReply> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  /**
   * The answer as PGlite's query() and exec() give it: the first error thrown (with the statement attached,
   * as PGlite attaches it), notices to the caller's onNotice, notifications to the listeners.
   */
  #results(data: Uint8Array, sql: string, statement: Statement, options?: QueryOptions): Results[] {
    const received: messages.BackendMessage[] = [];
    let failure: messages.DatabaseError | undefined;
    new protocol.Parser().parse(data, (message) => {
      if (failure) return;
      if (message instanceof protocol.messages.DatabaseError) failure = message;
      else if (message instanceof protocol.messages.NoticeMessage) options?.onNotice?.(message);
      else if (message instanceof protocol.messages.NotificationResponseMessage) this.#notify(message);
      received.push(message);
    });
    if (failure) throw this.#withQuery(failure, sql, statement, options);
    return parse.parseResults(received, this.parsers, options);
  }

  #withQuery(error: messages.DatabaseError, sql: string, statement: Statement, options?: QueryOptions) {
    const params = statement.op === 'query' ? statement.params : undefined;
    return Object.assign(error, { query: sql, params, queryOptions: options });
  }

  #notify({ channel, payload }: messages.NotificationResponseMessage): void {
    // After the statement's own code has run, as PGlite does.
    for (const listener of this.#listeners.get(channel) ?? []) queueMicrotask(() => listener(payload));
  }

  /** PGlite's _initArrayTypes: a parser for every array type, from its element type's parser. */
  async #loadArrayParsers(): Promise<void> {
    const { rows } = await this.query<{ oid: number; typarray: number }>(`
      SELECT b.oid, b.typarray
      FROM pg_catalog.pg_type a
      LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
      WHERE a.typcategory = 'A'
      GROUP BY b.oid, b.typarray
      ORDER BY b.oid`);
    for (const { oid, typarray } of rows) {
      this.parsers[typarray] = (value) =>
        types.arrayParser(value, this.parsers[oid] as (x: string) => unknown, typarray);
    }
  }

  #stop(reason: Error): void {
    if (this.#stopped) return;
    this.#stopped = reason;
    this.#gate.close(reason);
    for (const pending of this.#pending.values()) pending.reject(reason);
    this.#pending.clear();
  }
}
