import { AsyncLocalStorage } from 'node:async_hooks';
import type { messages, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { TransactionAbortedError, types } from '@electric-sql/pglite';
import { DatabaseWorker } from './databaseWorker.ts';
import type { StatementRequest, ThreadMemory, WorkerReply, WorkerRequest } from './messages.ts';
import { StatementGate } from './statementGate.ts';
import { readAnswer, type Statement, statementTimeout, withStatement } from './wireAnswer.ts';

export { PgliteOpenError } from './databaseWorker.ts';
export type { ThreadMemory } from './messages.ts';

type Parser = (value: string, typeId?: number) => unknown;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Request = DistributiveOmit<WorkerRequest, 'id'>;
type Pending = {
  request: WorkerRequest;
  /** Sent inside a transaction: after a restart the transaction is gone, so it is never sent again. */
  inTransaction: boolean;
  resolve: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
};

/** A restart of the worker, for the operator's log. */
export type RestartEvent = { sql: string; overrunMs: number; restartMs: number };
export type PgliteThreadOptions = {
  onRestart?: (event: RestartEvent) => void;
  /** A new database starts from this dumped data directory (WorkerStart.template). */
  template?: string | undefined;
  /** Loads pgvector (copilot vectors, docs/decisions/copilot-vectors.md); off, it costs no memory. */
  vector?: boolean;
  /** A worker already opening `dataDir` (embeddedStart.ts, its template chosen there), used instead of a new one. */
  worker?: Promise<DatabaseWorker>;
};

/** Where a request's statement deadline travels from the caller to the statements it sends. */
const deadlines = new AsyncLocalStorage<number>();

/** As PGlite's listen(): an unquoted channel name is folded to lower case, a quoted one kept as is. */
function postgresName(channel: string): string {
  return channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();
}

function transactionLost(): Error {
  return new Error(
    'The transaction ended: the embedded database restarted to stop a statement past its deadline',
  );
}

/**
 * The embedded PostgreSQL (PGlite) in a worker thread, with the part of PGlite's interface this server
 * uses: query (object or array rows, the caller's parsers), exec, interactive transactions, listen, close.
 * Drizzle's PGlite driver and pg-boss's fromPglite take it in PGlite's place. Statements run on the worker;
 * the main thread sends them and parses the answers, so a slow statement makes other statements wait for
 * the database but never the event loop. A statement still running at its deadline (withDeadline) is
 * stopped the only way PGlite allows, by restarting the worker on the same directory
 * (docs/decisions/pglite-worker-thread.md).
 */
export class PgliteThread {
  /** PGlite's default parsers, and one for every array type of the database (as PGlite's own). */
  readonly parsers: Record<number | string, Parser> = { ...types.parsers };
  readonly #dataDir: string;
  readonly #options: PgliteThreadOptions;
  readonly #pending = new Map<number, Pending>();
  readonly #gate = new StatementGate();
  /** Listeners by PostgreSQL channel name, with the name as LISTEN was given it (to LISTEN again). */
  readonly #channels = new Map<string, { channel: string; listeners: Set<(payload: string) => void> }>();
  #worker: DatabaseWorker;
  #restarting: Promise<void> | undefined;
  /** Counts restarts: a transaction begun before one has lost its session. */
  #generation = 0;
  /** The statement whose deadline is watched (once: a statement found not running is never watched again). */
  #watchdog: { id: number; timer?: NodeJS.Timeout } | undefined;
  #nextId = 1;
  #stopped: Error | undefined;

  private constructor(dataDir: string, worker: DatabaseWorker, options: PgliteThreadOptions) {
    this.#dataDir = dataDir;
    this.#options = options;
    this.#worker = worker;
    this.#attach(worker);
  }

  /** Starts the worker and opens (or creates) the database in `dataDir` (`memory://`: a throwaway one). */
  static async open(dataDir: string, options: PgliteThreadOptions = {}): Promise<PgliteThread> {
    const thread = new PgliteThread(
      dataDir,
      await (options.worker ?? DatabaseWorker.start(dataDir, options.template, options.vector)),
      options,
    );
    await thread.#loadArrayParsers();
    return thread;
  }

  /**
   * Runs `work` with `deadline` (epoch ms) on its statements: one still waiting for the database then is
   * refused, one still running is stopped; both answer PostgreSQL's statement_timeout error (57014).
   */
  withDeadline<T>(deadline: number, work: () => Promise<T>): Promise<T> {
    return deadlines.run(deadline, work);
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    await this.#gate.statement();
    const [result] = await this.#run({ sql, params, options }, deadlines.getStore());
    return result as Results<T>;
  }

  async exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    await this.#gate.statement();
    return this.#run({ sql, options }, deadlines.getStore());
  }

  /** As PGlite's: BEGIN, the callback's statements and nothing else, then COMMIT (ROLLBACK when it throws). */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const release = await this.#gate.transaction();
    try {
      await this.#run({ sql: 'BEGIN' });
      const generation = this.#generation;
      let closed = false;
      const usable = () => {
        if (closed) throw new Error('Transaction is closed');
        if (generation !== this.#generation) throw transactionLost();
      };
      const tx: Transaction = {
        query: async <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
          usable();
          const [result] = await this.#run({ sql, params, options }, deadlines.getStore(), true);
          return result as Results<R>;
        },
        exec: async (sql: string, options?: QueryOptions) => {
          usable();
          return this.#run({ sql, options }, deadlines.getStore(), true);
        },
        sql: () => Promise.reject(new Error('tx.sql is not supported by the database worker: use tx.query')),
        listen: () => Promise.reject(new Error('LISTEN inside a transaction is not supported')),
        rollback: async () => {
          usable();
          await this.#run({ sql: 'ROLLBACK' }, undefined, true);
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
          if (generation !== this.#generation) throw transactionLost();
          const [commit] = await this.#run({ sql: 'COMMIT' }, undefined, true);
          if (commit?.command === 'ROLLBACK')
            throw withStatement(new TransactionAbortedError(), { sql: 'COMMIT' });
        }
        return result;
      } catch (error) {
        // A restart rolled the transaction back already (and the new session is in none).
        if (!closed && generation === this.#generation) {
          closed = true;
          // A worker that died took the transaction with it: the caller hears why, not that ROLLBACK failed.
          await this.#run({ sql: 'ROLLBACK' }, undefined, true).catch((rollbackError: unknown) => {
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
    const entry = this.#channels.get(name) ?? { channel, listeners: new Set() };
    this.#channels.set(name, entry);
    entry.listeners.add(callback);
    try {
      await this.exec(`LISTEN ${channel}`);
    } catch (error) {
      entry.listeners.delete(callback);
      throw error;
    }
    return async () => {
      entry.listeners.delete(callback);
      if (entry.listeners.size === 0) await this.exec(`UNLISTEN ${channel}`);
    };
  }

  /** Waits for the statements and transactions already asked for, closes the database, ends the worker. */
  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#gate.transaction().catch(() => {});
    this.#gate.close(new Error('PGlite is closed'));
    await this.#restarting;
    if (!this.#stopped) await this.#send({ op: 'close' }).catch(() => {});
    const worker = this.#worker;
    this.#stop(new Error('PGlite is closed'));
    await worker.exited;
  }

  get closed(): boolean {
    return this.#stopped !== undefined;
  }

  /** The database thread's memory, measured once the statements sent before are answered. */
  async memory(): Promise<ThreadMemory> {
    const reply = await this.#send({ op: 'memory' });
    if (reply.kind !== 'memory') throw new Error(`unexpected answer from the database worker: ${reply.kind}`);
    return { heapBytes: reply.heapBytes, wasmBytes: reply.wasmBytes };
  }

  /** Statements sent and not yet answered: the one connection's queue (a metrics gauge). */
  get pendingStatements(): number {
    return this.#pending.size;
  }

  async #run(statement: Statement, deadline?: number, inTransaction = false): Promise<Results[]> {
    const { sql, params, options } = statement;
    if (options?.serializers || options?.blob) {
      // Both would have to cross to the worker, and functions and files do not.
      throw new Error('the database worker supports neither custom serializers nor blobs (COPY)');
    }
    const request: Request = params
      ? { op: 'query', sql, params, paramTypes: options?.paramTypes, deadline }
      : { op: 'exec', sql, deadline };
    const reply = await this.#send(request, inTransaction);
    if (reply.kind === 'expired') throw statementTimeout(statement);
    if (reply.kind === 'failed') throw new Error(reply.message);
    if (reply.kind !== 'data') throw new Error(`unexpected answer from the database worker: ${reply.kind}`);
    return readAnswer(reply.data, statement, this.parsers, (message) => this.#notify(message));
  }

  #send(partial: Request, inTransaction = false): Promise<WorkerReply> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const request = { ...partial, id: this.#nextId++ } as WorkerRequest;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.hold(true);
      this.#pending.set(request.id, { request, inTransaction, resolve, reject });
      // During a restart the request waits in #pending; the new worker gets it once open.
      if (!this.#restarting) this.#post(request);
      this.#watch();
    });
  }

  #post(request: WorkerRequest): void {
    if (request.op === 'close') this.#worker.close(request.id);
    else this.#worker.send(request);
  }

  #attach(worker: DatabaseWorker): void {
    worker.onReply((reply) => {
      const pending = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0 && reply.kind !== 'closed') worker.hold(false);
      this.#watch();
      pending?.resolve(reply);
    });
    worker.onFailure((error) => this.#stop(new Error(`The embedded database stopped: ${error.message}`)));
  }

  #notify({ channel, payload }: messages.NotificationResponseMessage): void {
    // After the statement's own code has run, as PGlite does.
    for (const listener of this.#channels.get(channel)?.listeners ?? [])
      queueMicrotask(() => listener(payload));
  }

  /**
   * Watches the deadline of the statement the worker runs now (the oldest one unanswered: the worker takes
   * them in order). An in-memory database is never restarted: there would be nothing to reopen.
   */
  #watch(): void {
    if (this.#dataDir === 'memory://' || this.#restarting) return;
    const head = this.#pending.values().next().value?.request;
    if (head && head.id === this.#watchdog?.id) return;
    clearTimeout(this.#watchdog?.timer);
    this.#watchdog = undefined;
    if (!head || !('deadline' in head) || head.deadline === undefined) return;
    const { id, deadline } = head;
    const timer = setTimeout(() => this.#overrun(id), Math.max(0, deadline - Date.now()));
    this.#watchdog = { id, timer: timer.unref() };
  }

  #overrun(id: number): void {
    this.#watchdog = { id };
    // Not running (answered, or about to start, when the worker refuses it as expired): nothing to stop.
    if (!this.#pending.has(id) || !this.#worker.claimIfRunning(id)) return;
    this.#restarting = this.#restart(id)
      // Nothing awaits a restart begun by a timer: a failure in it must stop the database, not the process.
      .catch((error: Error) =>
        this.#stop(new Error(`The embedded database could not restart: ${error.message}`)),
      )
      .finally(() => {
        this.#restarting = undefined;
        this.#watch();
      });
  }

  /**
   * Ends the worker in the middle of statement `id` and opens the database again: PostgreSQL's recovery
   * undoes what the statement and its transaction had not committed. Statements sent after it had not
   * started; they go to the new worker, except those of a transaction, which is gone.
   */
  async #restart(id: number): Promise<void> {
    const started = performance.now();
    const stopped = this.#pending.get(id)!;
    this.#pending.delete(id);
    this.#generation++;
    const request = stopped.request as StatementRequest;
    const params = request.op === 'query' ? request.params : undefined;
    stopped.reject(statementTimeout({ sql: request.sql, params }));
    for (const [pendingId, pending] of this.#pending) {
      if (!pending.inTransaction) continue;
      this.#pending.delete(pendingId);
      pending.reject(transactionLost());
    }
    await this.#worker.terminate();
    try {
      this.#worker = await DatabaseWorker.start(this.#dataDir, undefined, this.#options.vector);
    } catch (error) {
      return this.#stop(
        new Error(`The embedded database could not be opened again: ${(error as Error).message}`),
      );
    }
    this.#attach(this.#worker);
    // The session's state: the channels listened to (their replies are nobody's).
    for (const { channel, listeners } of this.#channels.values()) {
      if (listeners.size > 0) this.#worker.send({ id: this.#nextId++, op: 'exec', sql: `LISTEN ${channel}` });
    }
    if (this.#pending.size > 0) this.#worker.hold(true);
    for (const pending of this.#pending.values()) this.#post(pending.request);
    const overrunMs = Date.now() - (request.deadline ?? Date.now());
    this.#options.onRestart?.({ sql: request.sql, overrunMs, restartMs: performance.now() - started });
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
    clearTimeout(this.#watchdog?.timer);
    this.#gate.close(reason);
    for (const pending of this.#pending.values()) pending.reject(reason);
    this.#pending.clear();
  }
}
