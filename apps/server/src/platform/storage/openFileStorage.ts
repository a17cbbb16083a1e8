import type { Config } from '../../config.ts';
import { type FileStorage, localFileStorage } from './fileStorage.ts';

/**
 * The object store when S3_BUCKET is set, else files under FILES_DIR. The AWS SDK is loaded only for
 * the first: every other start would pay its import time and memory.
 */
export async function openFileStorage(
  config: Pick<Config, 'filesDir' | 'objectStore'>,
): Promise<FileStorage> {
  if (!config.objectStore) return localFileStorage(config.filesDir);
  const { s3FileStorage } = await import('./s3FileStorage.ts');
  return s3FileStorage(config.objectStore, config.filesDir);
}
