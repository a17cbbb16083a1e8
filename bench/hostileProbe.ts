import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Asks /healthz every `everyMs` (the attack run's 50 ms) while `work` runs, and keeps the longest wait for
 * an answer. A probe that is still out when the work ends is waited for: a frozen event loop answers late,
 * and that lateness is the figure.
 */
export async function probeDuring<T>(
  origin: string,
  work: () => Promise<T>,
  everyMs = 50,
): Promise<{ result: T | Error; elapsedMs: number; longestHealthzMs: number }> {
  let running = true;
  let longest = 0;
  const prober = (async () => {
    while (running) {
      const sent = performance.now();
      try {
        const res = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(180_000) });
        await res.arrayBuffer();
      } catch {
        // An abandoned probe still counts as the time it waited.
      }
      longest = Math.max(longest, performance.now() - sent);
      await sleep(everyMs);
    }
  })();
  const started = performance.now();
  let result: T | Error;
  try {
    result = await work();
  } catch (error) {
    result = error instanceof Error ? error : new Error(String(error));
  }
  const elapsedMs = performance.now() - started;
  running = false;
  await prober;
  return { result, elapsedMs, longestHealthzMs: longest };
}

/** Waits until /healthz answers within `quietMs` twice in a row: the last attack's work has drained. */
export async function waitQuiet(origin: string, quietMs = 100, timeoutMs = 300_000): Promise<void> {
  const until = performance.now() + timeoutMs;
  let quiet = 0;
  while (quiet < 2 && performance.now() < until) {
    const sent = performance.now();
    await fetch(`${origin}/healthz`).then((r) => r.arrayBuffer());
    quiet = performance.now() - sent < quietMs ? quiet + 1 : 0;
    await sleep(200);
  }
}
