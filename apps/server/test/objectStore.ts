import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { ObjectStore } from '../src/config.ts';

/** s3rver's fixed credentials: it checks signatures as S3 does, so the client signs as a real one must. */
const KEY = 'S3RVER';

/**
 * An S3-compatible server on a free loopback port with one empty bucket, for tests of the object store:
 * the settings as config gives them, the same as S3_* variables, and its files on disk to look at.
 */
export async function startObjectStore(bucket = 'portal-files') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const objectStore: ObjectStore = {
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    prefix: '',
  };
  return {
    objectStore,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
