/** What one run may use (docs/decisions/orchestration-engine.md); tests shrink them. */
export type EngineLimits = {
  /** Steps a run may start, loops and retries included: a loop that never ends fails here. */
  maxSteps: number;
  /** Wall-clock time from the run's start, waits included (a wait is at most 7 days). */
  maxRunMs: number;
  /** One attempt of one step. */
  stepTimeoutMs: number;
  /** One expression's evaluation. */
  expressionTimeoutMs: number;
  /** One script step's run in the sandbox (docs/decisions/orchestration-scripts.md). */
  scriptTimeoutMs: number;
  /** The memory one script step may allocate in the sandbox. */
  scriptMemoryBytes: number;
  /** The JSON of a step's output, and of the inputs of a run. */
  maxPayloadBytes: number;
  /** Items a loop may go through. */
  maxLoopItems: number;
  /** Steps one job runs before it hands the run on to the next job, so no run holds a worker long. */
  chunkSteps: number;
  /** A held run whose heartbeat is older than this was left by a dead process. */
  staleMs: number;
};

export const defaultLimits: EngineLimits = {
  maxSteps: 1000,
  maxRunMs: 8 * 24 * 3600 * 1000,
  stepTimeoutMs: 30_000,
  expressionTimeoutMs: 2_000,
  scriptTimeoutMs: 5_000,
  scriptMemoryBytes: 32 * 1024 * 1024,
  maxPayloadBytes: 256 * 1024,
  maxLoopItems: 1000,
  chunkSteps: 50,
  staleMs: 90_000,
};

/** Size of a value as the JSON that is stored and passed on. */
export const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value ?? null), 'utf8');

/** The delay before retry `attempt` (1 = the first retry): doubles each time, at most an hour. */
export const backoffMs = (baseSeconds: number, attempt: number): number =>
  Math.min(3600_000, baseSeconds * 1000 * 2 ** (attempt - 1));
