/**
 * What the main thread and the PGlite worker thread say to each other (structured clone over the
 * worker's port). Statements go one way, the server's raw wire-protocol answer comes back: parsing it into
 * rows stays on the main thread, where the caller's parsers (functions, which cannot be sent) live.
 *
 * This file is imported by the worker, which Node runs with its own type stripping: type exports only.
 */

/** What the worker opens: its first message (databaseWorker.ts start). */
export type WorkerStart = {
  /** A directory, or `memory://` for a throwaway database. */
  dataDir: string;
  /**
   * A tarball of a data directory (PGlite's dumpDataDir) that a new database starts from instead of an
   * empty cluster: the build's migrated template (db/template) for a fresh DATA_DIR, the API tests' for
   * their `memory://` ones. Never given for a directory that already holds a database.
   */
  template?: string | undefined;
  /** Load the pgvector extension (only when an embedding model is configured). */
  vector?: boolean;
  /**
   * PostgreSQL's WebAssembly, compiled once in the process (databaseWorker.ts pgliteModule): a thread given it
   * neither compiles it again nor re-optimises its hot code.
   */
  wasmModule: WebAssembly.Module;
  /**
   * One slot of shared memory: the id of the statement the worker is running, 0 when idle. The main thread
   * reads it without waiting for the (busy) worker, and swaps it to -1 to stop the worker.
   */
  running: Int32Array;
};

/**
 * `deadline` (epoch ms) is the caller's: a statement still queued when it passes is refused, not run; one
 * still running then is stopped by restarting the worker (docs/decisions/pglite-worker-thread.md).
 */
export type StatementRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      paramTypes?: number[] | undefined;
      deadline?: number | undefined;
    }
  | { id: number; op: 'exec'; sql: string; deadline?: number | undefined };

/** `memory`: the thread's own memory, answered in turn after the statements sent before it. */
export type WorkerRequest = StatementRequest | { id: number; op: 'close' } | { id: number; op: 'memory' };

/** What the database thread holds: its JavaScript heap in use, and PostgreSQL's WebAssembly memory. */
export type ThreadMemory = { heapBytes: number; wasmBytes: number };

export type WorkerReply =
  /** The server's messages for the statement, ending with ReadyForQuery (ErrorResponse included). */
  | { id: number; kind: 'data'; data: Uint8Array }
  /** The deadline passed before the statement started: it was not run. */
  | { id: number; kind: 'expired' }
  /** A failure outside the server (a parameter its serializer refused, a crashed engine). */
  | { id: number; kind: 'failed'; message: string }
  | { id: number; kind: 'closed' }
  | ({ id: number; kind: 'memory' } & ThreadMemory);

export type WorkerEvent = { kind: 'ready' } | { kind: 'openFailed'; message: string };
