import type { ThreadTask } from './runTask.ts';

/** A task that busy-waits `ms` (tests of runTask): only terminating its thread stops it early. */
export const waitTask: ThreadTask<{ ms: number }, string> = async ({ ms }) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Busy on purpose: a timer would let the event loop of the thread notice nothing either.
  }
  return 'done';
};

/** Which thread ran it (tests of the pool's reuse). */
export const threadIdTask: ThreadTask<null, number> = async () => {
  const { threadId } = await import('node:worker_threads');
  return threadId;
};

/** Posts `count` events, then ends: every one must reach the caller before the output. */
export const chattyTask: ThreadTask<{ count: number }, string, number> = async ({ count }, post) => {
  for (let i = 0; i < count; i++) post(i);
  return 'said';
};

/** Fails as an HTTP refusal does. */
export const refusingTask: ThreadTask<null, never> = async () => {
  const { HttpError } = await import('../httpError.ts');
  throw new HttpError('bad_request', 'The zip has no manifest.');
};

/** zod's message of a wrong value, as a build's validation in a task thread gets it. */
export const zodMessageTask: ThreadTask<null, string | undefined> = async () => {
  const { z } = await import('zod');
  return z.object({ layout: z.enum(['form', 'list']) }).safeParse({ layout: 'grid' }).error?.issues[0]
    ?.message;
};
