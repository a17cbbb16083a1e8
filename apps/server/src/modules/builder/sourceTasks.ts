import type { ThreadTask } from '../../platform/threads/runTask.ts';
import { type SplitSource, splitSource } from './draftSource.ts';

// Reading versions' zips for the builder's pages. A module of its own, importing only the zip reader: each
// task thread loads its module's whole graph before it starts, and draftTasks' validation graph (the
// build's checks) took seconds to load in a fresh thread on a loaded machine.

export const splitSourceTask: ThreadTask<{ zip: string }, SplitSource> = (input) => splitSource(input.zip);

/** Several zips one after the other in one thread: an overview of many apps starts one thread, not one each. */
export const splitSourcesTask: ThreadTask<{ zips: string[] }, SplitSource[]> = async (input) => {
  const sources: SplitSource[] = [];
  for (const zip of input.zips) sources.push(await splitSource(zip));
  return sources;
};
