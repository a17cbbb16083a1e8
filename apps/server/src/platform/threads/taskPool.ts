import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import { threadResourceLimits } from '../../runtime/threadLimits.ts';

/**
 * How long a task thread with nothing to do stays, ready for the next task. Starting a thread and
 * importing a task's modules cost 200-450 ms (an upload's check, a build, a docs render: bench/README),
 * a warm thread ~10 ms; an idle server keeps none of them.
 */
const IDLE_MS = 15_000;

let pool: Piscina | undefined;

/**
 * The threads every runTask shares, made on first use: at most twice the cores (a burst of uploads
 * queues rather than starting a thread each), none kept once idle.
 */
export function taskPool(): Piscina {
  pool ??= new Piscina({
    filename: fileURLToPath(new URL('./poolEntry.mjs', import.meta.url)),
    minThreads: 0,
    maxThreads: Math.max(4, availableParallelism() * 2),
    idleTimeout: IDLE_MS,
    // Tasks are async (streams, timers): a thread's event loop must run between them.
    atomics: 'disabled',
    resourceLimits: threadResourceLimits,
  });
  return pool;
}
