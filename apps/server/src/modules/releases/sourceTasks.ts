import type { FileSide } from '@portal/contracts';
import type { ThreadTask } from '../../platform/threads/runTask.ts';
import { fileSide, indexSource, type SourceIndex } from './sourceIndex.ts';

// Reading two versions' zips for a diff: inflating and hashing up to thousands of files would hold the
// event loop (docs/decisions/cpu-work-in-task-threads.md). A module importing only the zip reader, so a
// fresh thread loads little.

/** Both versions' file indexes, one zip after the other in one thread. */
export const indexSourcesTask: ThreadTask<{ zips: string[] }, SourceIndex[]> = async (input) => {
  const indexes: SourceIndex[] = [];
  for (const zip of input.zips) indexes.push(await indexSource(zip));
  return indexes;
};

/** One file's two sides, each bounded (sourceIndex.ts fileSide). */
export const fileSidesTask: ThreadTask<{ from: string; to: string; path: string }, FileSide[]> = async (
  input,
) => [await fileSide(input.from, input.path), await fileSide(input.to, input.path)];
