import type { FileStorage } from './fileStorage.ts';

/** Keys looked up in one query. */
const BATCH = 500;

/**
 * Deletes the files under `folder` last written before `before` (epoch ms) that `named` does not claim:
 * what a process killed between storing a file and committing the row that names it left behind.
 * `named` answers which of a batch of keys some row names. Answers how many files went.
 */
export async function sweepUnnamedFiles(
  storage: Pick<FileStorage, 'list' | 'delete'>,
  folder: string,
  named: (keys: string[]) => Promise<Set<string>>,
  before: number,
): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const removeUnnamed = async () => {
    if (batch.length === 0) return;
    const kept = await named(batch);
    for (const key of batch.filter((each) => !kept.has(each))) {
      await storage.delete(key);
      removed++;
    }
    batch = [];
  };
  for await (const file of storage.list(folder)) {
    if (file.modifiedAt.getTime() >= before) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await removeUnnamed();
  }
  await removeUnnamed();
  return removed;
}
