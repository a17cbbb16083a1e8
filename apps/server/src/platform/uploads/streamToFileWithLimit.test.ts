import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { listFiles, tempDir } from '../zip/testZips.ts';
import { streamToFileWithLimit } from './streamToFileWithLimit.ts';

/** A stream of `chunks` chunks of 1 KB that records how many were pulled. */
function kilobytes(chunks: number) {
  const pulled = { count: 0 };
  const stream = Readable.from(
    (function* () {
      for (let i = 0; i < chunks; i++) {
        pulled.count++;
        yield Buffer.alloc(1024, i % 256);
      }
    })(),
  );
  return { stream, pulled };
}

describe('streamToFileWithLimit', () => {
  it('writes a stream within the limit to the file', async () => {
    const dir = await tempDir();
    const target = path.join(dir, 'upload.zip');
    const { stream } = kilobytes(4);
    expect(await streamToFileWithLimit(stream, target, 4096)).toEqual({ bytes: 4096 });
    expect((await readFile(target)).length).toBe(4096);
    expect(await listFiles(dir)).toEqual(['upload.zip']);
  });

  it('aborts with a 413 while streaming, as soon as the limit is passed, and leaves no file', async () => {
    const dir = await tempDir();
    const { stream, pulled } = kilobytes(10_000);
    const error = await streamToFileWithLimit(stream, path.join(dir, 'upload.zip'), 8 * 1024).catch((e) => e);
    expect(error).toMatchObject({ code: 'upload_too_large', statusCode: 413 });
    expect(error.message).toBe('The file must be at most 0.01 MB.');
    // Far fewer than the 10,000 chunks on offer were read before it stopped.
    expect(pulled.count).toBeLessThan(100);
    expect(await listFiles(dir)).toEqual([]);
  });

  it('deletes the partial file when the source fails midway', async () => {
    const dir = await tempDir();
    const stream = Readable.from(
      (async function* () {
        yield Buffer.alloc(1024);
        throw new Error('connection reset');
      })(),
    );
    await expect(streamToFileWithLimit(stream, path.join(dir, 'upload.zip'), 1e6)).rejects.toThrow(
      'connection reset',
    );
    expect(await listFiles(dir)).toEqual([]);
  });
});
