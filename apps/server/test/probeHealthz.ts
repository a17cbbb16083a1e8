import { setTimeout } from 'node:timers/promises';
import { expect } from 'vitest';

/**
 * Asks `origin`'s /healthz over real HTTP until `work` settles, each answer a 200, and returns how many
 * came back with work's outcome. Real HTTP, not inject(): a request then waits for the event loop's turns
 * as a client's does. A probe rests 10 ms between requests as a prober does: a thread that never rests
 * waits its turn behind every other process of a busy machine.
 */
export async function probeHealthzDuring<T>(
  origin: string,
  work: Promise<T>,
): Promise<{ answered: number; result: T }> {
  let running = true;
  const settled = work.finally(() => {
    running = false;
  });
  // The probes must not stop on work's rejection before they are counted: it is rethrown at the end.
  settled.catch(() => {});
  let answered = 0;
  while (running) {
    const response = await fetch(`${origin}/healthz`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    answered++;
    await setTimeout(10);
  }
  return { answered, result: await settled };
}
