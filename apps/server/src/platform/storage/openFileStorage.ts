import type { Config } from '../../config.ts';
import { type FileStorage, localFileStorage } from './fileStorage.ts';
import { s3FileStorage } from './s3FileStorage.ts';

/** The object store when S3_BUCKET is set, else files under FILES_DIR. */
export function openFileStorage(config: Pick<Config, 'filesDir' | 'objectStore'>): FileStorage {
  return config.objectStore
    ? s3FileStorage(config.objectStore, config.filesDir)
    : localFileStorage(config.filesDir);
}
