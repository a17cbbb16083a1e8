import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';

const TICK_MS = 10;

export type EventLoopFigures = {
  /** monitorEventLoopDelay's longest wait, wall clock: time the machine gave to other processes counts. */
  delayMs: number;
  /** The most CPU this thread spent between two ticks of a 10 ms timer: work done on the event loop itself. */
  ownTurnMs: number;
};

/**
 * Watches this thread's event loop until stop(). The two figures differ on a busy machine: with an idle
 * database, the portal's own test machine (2 cores shared by five engineers, load average 11 to 15)
 * showed monitorEventLoopDelay maxima of 200 to 825 ms, time in which the thread was not given a core at
 * all. A turn that runs long on the loop (a synchronous PGlite statement, a regex, a zip) shows in both.
 */
export async function watchEventLoop(): Promise<{ stop(): EventLoopFigures }> {
  const histogram = monitorEventLoopDelay({ resolution: TICK_MS });
  histogram.enable();
  let lastCpu = process.threadCpuUsage();
  let ownTurnUs = 0;
  const timer = setInterval(() => {
    const used = process.threadCpuUsage(lastCpu);
    lastCpu = process.threadCpuUsage();
    ownTurnUs = Math.max(ownTurnUs, used.user + used.system);
  }, TICK_MS);
  // monitorEventLoopDelay records from its second tick on: a turn held before that would go unseen.
  await setTimeout(5 * TICK_MS);
  return {
    stop() {
      clearInterval(timer);
      // The turn running since the last tick counts too: a long one that ends as the awaited answer
      // arrives would otherwise be stopped before any tick saw it.
      const used = process.threadCpuUsage(lastCpu);
      ownTurnUs = Math.max(ownTurnUs, used.user + used.system);
      histogram.disable();
      return { delayMs: histogram.max / 1e6, ownTurnMs: ownTurnUs / 1000 };
    },
  };
}
