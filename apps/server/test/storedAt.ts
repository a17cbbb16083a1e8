import type { FileStorage } from '../src/platform/storage/fileStorage.ts';

/**
 * When the storage says a file was written, on the storage's own clock (the kernel's for files, an object
 * store's for S3). Sweeps compare that time with now: a test that asks "is it young?" reads now from the
 * same clock, so it holds when the test's process clock is moved (faketime) or the store's differs.
 */
export async function storedAt(storage: Pick<FileStorage, 'list'>, key: string): Promise<Date> {
  for await (const file of storage.list(key.slice(0, key.indexOf('/')))) {
    if (file.key === key) return file.modifiedAt;
  }
  throw new Error(`${key} is not stored`);
}
