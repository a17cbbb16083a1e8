/**
 * One timer per queue, at the earliest time work of that queue becomes due, that wakes its workers then
 * (jobs.ts, on PGlite). Unref'd: a timer never keeps the process alive; clear() on stop leaves none.
 */
export type WakeTimers = {
  /** Wakes `queue` at `due` (at once if past), unless an earlier wake is already set for it. */
  at(queue: string, due: Date): void;
  /** Clears every timer; later calls to at() set none. */
  clear(): void;
};

/** setTimeout's longest delay (about 24.8 days); a later wake is set again when this one fires. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export function createWakeTimers(wake: (queue: string) => void): WakeTimers {
  const timers = new Map<string, { due: number; timer: NodeJS.Timeout }>();
  let cleared = false;

  const at = (queue: string, due: Date) => {
    if (cleared) return;
    const dueMs = due.getTime();
    const set = timers.get(queue);
    if (set && set.due <= dueMs) return;
    if (set) clearTimeout(set.timer);
    const delay = Math.max(0, dueMs - Date.now());
    const timer = setTimeout(
      () => {
        timers.delete(queue);
        if (delay > MAX_DELAY_MS) at(queue, due);
        else wake(queue);
      },
      Math.min(delay, MAX_DELAY_MS),
    );
    timer.unref();
    timers.set(queue, { due: dueMs, timer });
  };

  return {
    at,
    clear() {
      cleared = true;
      for (const { timer } of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
