/**
 * How long a long-lived helper thread (expressions, scripts, the language server's analyses) stays with
 * nothing to do: the task pool's own wait (taskPool.ts). Each is an isolate of its own, 10-40 MB resident
 * (the scripts' QuickJS memory on top), which an idle server kept for good once a run or an editor had
 * started it (bench/README, "Memory at rest").
 */
export const THREAD_IDLE_MS = 15_000;

export type IdleRetirement = {
  /** Runs `work` as one use of the thread: the idle wait starts again once no use is in flight. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** No retirement after this (the owner is closing). */
  stop(): void;
};

/**
 * Calls `retire` once `idleMs` pass with no use in flight; a use counts from its call, so one waiting
 * for the thread to start is never retired under it. `retire` lets the thread go; the next use starts one.
 */
export function retireWhenIdle(retire: () => void, idleMs = THREAD_IDLE_MS): IdleRetirement {
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    async run(work) {
      inFlight++;
      clearTimeout(timer);
      try {
        return await work();
      } finally {
        if (--inFlight === 0) {
          timer = setTimeout(retire, idleMs);
          // A pending retirement must not keep the process alive.
          timer.unref();
        }
      }
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
