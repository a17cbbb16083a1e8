import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ObjectStore } from '../../config.ts';
import { type FileStorage, StorageUnavailableError } from './fileStorage.ts';
import { scratchFolders } from './scratchFolders.ts';
import { assertStorageKey } from './storageKey.ts';

export type ObjectStoreOptions = ObjectStore & {
  /** Parts of a multipart upload; S3's smallest is 5 MiB. Memory per upload is at most 2 parts. */
  partSize?: number;
};

const DEFAULT_PART = 8 * 1024 * 1024;

/** The HTTP status the store answered with, when it answered. */
const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || error instanceof NotFound || statusOf(error) === 404;

/**
 * Files as objects of an S3-compatible store, streamed both ways: a put is a multipart upload read from
 * the stream a part at a time (one PutObject when it is smaller than a part), so memory stays flat
 * whatever the file's size, and the object exists only once the upload completes. Scratch folders stay on
 * this machine under `scratchRoot`/tmp (docs/decisions/object-storage.md).
 */
export function s3FileStorage(options: ObjectStoreOptions, scratchRoot: string): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // A store that does not answer fails the request rather than holding it (and its upload) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 120_000 },
  });
  const Bucket = options.bucket;
  const objectKey = (key: string) => `${options.prefix}${assertStorageKey(key)}`;
  return {
    async put(key, content) {
      const Key = objectKey(key);
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      let sourceFailed: unknown;
      const copying = pipeline(content, counted).catch((error: unknown) => {
        sourceFailed = error;
        throw error;
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: counted },
        partSize: options.partSize ?? DEFAULT_PART,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await Promise.all([copying, upload.done()]);
      } catch (error) {
        counted.destroy();
        await upload.abort().catch(() => {});
        // The source's own error (an upload over its limit, a client gone) says more than the store's echo.
        throw sourceFailed ?? error;
      }
      return { size };
    },
    async get(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return Body instanceof Readable ? Body : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async *list(folder) {
      const Prefix = `${objectKey(folder)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield {
            key: object.Key.slice(options.prefix.length),
            modifiedAt: object.LastModified ?? new Date(),
          };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const where = options.endpoint ? `at ${options.endpoint}` : `in AWS region ${options.region}`;
        const status = statusOf(error);
        const why =
          status === 404
            ? 'it does not exist'
            : status === 403
              ? 'access is denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
              : `${(error as Error).name}: ${(error as Error).message || 'no answer'}`;
        throw new StorageUnavailableError(`S3_BUCKET ${Bucket} ${where} cannot be used: ${why}.`);
      }
    },
    ...scratchFolders(scratchRoot),
  };
}
