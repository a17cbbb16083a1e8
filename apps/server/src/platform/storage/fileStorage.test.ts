import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startObjectStore } from '../../../test/objectStore.ts';
import { type FileStorage, localFileStorage, StorageUnavailableError } from './fileStorage.ts';
import { s3FileStorage } from './s3FileStorage.ts';

const MiB = 1024 * 1024;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A source that sends `first` and then fails, as a client that goes away mid-upload. */
function failingAfter(first: Buffer, error: Error): Readable {
  return new Readable({
    read() {
      this.push(first);
      setImmediate(() => this.destroy(error));
    },
  });
}

/** Chunks of 64 KiB, so a put reads the stream as it would a request body. */
const chunked = (data: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < data.length; at += 64 * 1024) yield data.subarray(at, at + 64 * 1024);
    })(),
  );

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

type Store = { storage: FileStorage; close(): Promise<void> };

// The same behaviour whichever store holds the files.
const stores: [string, () => Promise<Store & { withPrefix?: (prefix: string) => FileStorage }>][] = [
  [
    'files under FILES_DIR',
    async () => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'portal-files-'));
      return { storage: localFileStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  ],
  [
    'an S3-compatible object store',
    async () => {
      const server = await startObjectStore();
      const scratch = await mkdtemp(path.join(os.tmpdir(), 'portal-scratch-'));
      // The smallest part S3 allows, so a file of a few MiB is a multipart upload.
      const open = (prefix = '') =>
        s3FileStorage({ ...server.objectStore, prefix, partSize: 5 * MiB }, scratch);
      return {
        storage: open(),
        withPrefix: open,
        close: async () => {
          await server.close();
          await rm(scratch, { recursive: true, force: true });
        },
      };
    },
  ],
];

describe.each(stores)('file storage on %s', (_name, start) => {
  let store: Awaited<ReturnType<(typeof stores)[number][1]>>;
  beforeAll(async () => {
    store = await start();
  });
  afterAll(() => store?.close());

  it('gives back what was put, with its size, and nothing once deleted', async () => {
    const { storage } = store;
    const data = Buffer.from('a small source file');
    expect(await storage.put('sources/app-1/1.zip', Readable.from([data]))).toEqual({ size: data.length });
    expect(await buffer((await storage.get('sources/app-1/1.zip'))!)).toEqual(data);
    expect(await storage.size('sources/app-1/1.zip')).toBe(data.length);
    await storage.delete('sources/app-1/1.zip');
    expect(await storage.get('sources/app-1/1.zip')).toBeNull();
    expect(await storage.size('sources/app-1/1.zip')).toBeNull();
    await expect(storage.delete('sources/app-1/1.zip')).resolves.toBeUndefined();
  });

  it('streams a file larger than several parts both ways, byte for byte', async () => {
    const data = randomBytes(12 * MiB + 12_345);
    expect(await store.storage.put('artifacts/big/1.zip', chunked(data))).toEqual({ size: data.length });
    expect(sha(await buffer((await store.storage.get('artifacts/big/1.zip'))!))).toBe(sha(data));
  });

  it('replaces a file put again under its key', async () => {
    await store.storage.put('archives/x/day.ndjson.gz', Readable.from([Buffer.from('first')]));
    await store.storage.put('archives/x/day.ndjson.gz', Readable.from([Buffer.from('second')]));
    expect((await buffer((await store.storage.get('archives/x/day.ndjson.gz'))!)).toString()).toBe('second');
  });

  it('leaves no file when the source fails mid-way, and answers with the source error', async () => {
    const gone = new Error('the client went away');
    await expect(
      store.storage.put('sources/app-2/1.zip', failingAfter(randomBytes(6 * MiB), gone)),
    ).rejects.toBe(gone);
    expect(await store.storage.get('sources/app-2/1.zip')).toBeNull();
    expect(await store.storage.size('sources/app-2/1.zip')).toBeNull();
  });

  it('answers null for a key never written', async () => {
    expect(await store.storage.get('sources/none/1.zip')).toBeNull();
    expect(await store.storage.size('sources/none/1.zip')).toBeNull();
  });

  it.each(['../etc/passwd', 'sources/../x', 'sources/.hidden', '/abs', 'Sources/x', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(store.storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
        /bad storage key/,
      );
      await expect(store.storage.get(key)).rejects.toThrow(/bad storage key/);
    },
  );

  it('lists the files under a folder with when each was written, and nothing for an empty one', async () => {
    const { storage } = store;
    // A file's time is the kernel's clock, not the process's (which a test may move): the bound is read
    // from a file written just before, on the same clock as the stored files'.
    const marker = path.join(os.tmpdir(), `portal-clock-${randomBytes(4).toString('hex')}`);
    await writeFile(marker, '');
    const before = (await stat(marker)).mtimeMs - 60_000;
    await rm(marker);
    await storage.put('listed/app-a/1.zip', Readable.from([Buffer.from('a')]));
    await storage.put('listed/app-b/2.zip', Readable.from([Buffer.from('b')]));
    await storage.put('unlisted/app-c/3.zip', Readable.from([Buffer.from('c')]));
    const listed = await collect(storage.list('listed'));
    expect(listed.map((file) => file.key).sort()).toEqual(['listed/app-a/1.zip', 'listed/app-b/2.zip']);
    for (const file of listed) expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
    expect(await collect(storage.list('nothing-here'))).toEqual([]);
  });

  it('gives work a scratch folder of its own on this machine and removes it after', async () => {
    let seen = '';
    await store.storage.withScratch('upload', async (dir) => {
      seen = dir;
      expect(path.isAbsolute(dir)).toBe(true);
    });
    await expect(import('node:fs/promises').then((fs) => fs.stat(seen))).rejects.toThrow();
  });

  it('keeps the keys of a prefixed deployment apart from the others in the bucket', async (context) => {
    if (!store.withPrefix) return context.skip();
    const a = store.withPrefix('deploy-a/');
    await a.put('sources/app-3/1.zip', Readable.from([Buffer.from('of a')]));
    expect(await store.storage.get('sources/app-3/1.zip')).toBeNull();
    expect((await buffer((await store.storage.get('deploy-a/sources/app-3/1.zip'))!)).toString()).toBe(
      'of a',
    );
    // A prefixed deployment lists its own keys, as it names them, and never another deployment's.
    expect((await collect(a.list('sources'))).map((file) => file.key)).toEqual(['sources/app-3/1.zip']);
  });
});

describe('the object store checked at start', () => {
  let server: Awaited<ReturnType<typeof startObjectStore>>;
  beforeAll(async () => {
    server = await startObjectStore();
  });
  afterAll(() => server?.close());

  it('passes for a bucket the store has', async () => {
    await expect(s3FileStorage(server.objectStore, os.tmpdir()).check()).resolves.toBeUndefined();
  });

  it('names a bucket the store does not have', async () => {
    const check = s3FileStorage({ ...server.objectStore, bucket: 'missing' }, os.tmpdir()).check();
    await expect(check).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(check).rejects.toThrow(
      `S3_BUCKET missing at ${server.objectStore.endpoint} cannot be used: it does not exist.`,
    );
  });

  it('names a store that does not answer', async () => {
    const check = s3FileStorage(
      { ...server.objectStore, endpoint: 'http://127.0.0.1:1' },
      os.tmpdir(),
    ).check();
    await expect(check).rejects.toThrow(
      /^S3_BUCKET portal-files at http:\/\/127\.0\.0\.1:1 cannot be used: /,
    );
  });
});
