import type { ThreadTask } from './runTask.ts';

/** A task that busy-waits `ms` (tests of runTask): only terminating its thread stops it early. */
export const waitTask: ThreadTask<{ ms: number }, string> = async ({ ms }) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Busy on purpose: a timer would let the event loop of the thread notice nothing either.
  }
  return 'done';
};
