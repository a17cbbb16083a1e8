import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultZipLimits } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { extractZip } from './extractZip.ts';
import { readEntries, readToBuffer } from './readEntries.ts';
import { listFiles, patchEntry, tempDir, writeTemp, zipBuffer } from './testZips.ts';

async function setup(zip: Buffer) {
  const dir = await tempDir();
  return { file: await writeTemp(dir, 'upload.zip', zip), target: path.join(dir, 'out') };
}

describe('extractZip', () => {
  it('extracts a sound zip file by file', async () => {
    const { file, target } = await setup(
      await zipBuffer([
        { name: 'manifest.json', data: '{"a":1}' },
        { name: 'pages/home.json', data: '{"b":2}' },
      ]),
    );
    await extractZip(file, target);
    expect((await listFiles(target)).sort()).toEqual(['manifest.json', 'pages/home.json']);
    expect(await readFile(path.join(target, 'pages/home.json'), 'utf8')).toBe('{"b":2}');
  });

  it('stops a zip that holds more bytes than it declares, and leaves no file behind', async () => {
    const zip = await zipBuffer([
      { name: 'a.json', data: '{}' },
      { name: 'lie.bin', data: Buffer.alloc(200_000, 7) },
    ]);
    const { file, target } = await setup(patchEntry(zip, 1, { uncompressedSize: 100 }));
    await expect(extractZip(file, target)).rejects.toMatchObject({ code: 'zip_size_mismatch' });
    expect(await listFiles(target)).toEqual([]);
  });

  it('stops a lying zip at the declared size, not after inflating it all', async () => {
    // Declares 1 KB, holds 50 MB of zeros: reading must stop within the first chunks.
    const zip = await zipBuffer([{ name: 'lie.bin', data: Buffer.alloc(50 * 1024 * 1024) }]);
    const { file } = await setup(patchEntry(zip, 0, { uncompressedSize: 1024 }));
    let seen = 0;
    await expect(
      readEntries(file, async (_entry, content) => {
        for await (const chunk of content) seen += (chunk as Buffer).length;
      }),
    ).rejects.toMatchObject({ code: 'zip_size_mismatch' });
    expect(seen).toBeLessThanOrEqual(1024);
  });

  it('refuses a zip that holds fewer bytes than it declares', async () => {
    const zip = await zipBuffer([{ name: 'a.bin', data: Buffer.alloc(1000, 1), compress: false }]);
    // Declared 1200 uncompressed from 1000 stored bytes: under every ratio, yet a lie.
    const { file, target } = await setup(patchEntry(zip, 0, { uncompressedSize: 1200 }));
    await expect(extractZip(file, target)).rejects.toMatchObject({ code: 'zip_size_mismatch' });
    expect(await listFiles(target)).toEqual([]);
  });

  it('stops at the total limit while reading when declared sizes are understated', async () => {
    const zip = await zipBuffer([{ name: 'big.bin', data: Buffer.alloc(3000, 1), compress: false }]);
    const limits = { ...defaultZipLimits, maxTotalUncompressedBytes: 2000 };
    const { file, target } = await setup(patchEntry(zip, 0, { uncompressedSize: 1500 }));
    await expect(extractZip(file, target, limits)).rejects.toMatchObject({
      code: expect.stringMatching(/zip_size_mismatch|zip_too_large/),
    });
    expect(await listFiles(target)).toEqual([]);
  });

  it('refuses corrupt compressed data', async () => {
    const zip = await zipBuffer([{ name: 'a.txt', data: 'hello world, '.repeat(500) }]);
    const corrupted = Buffer.from(zip);
    // The deflate stream starts after the 30-byte local header and the 5-byte name.
    for (let i = 40; i < 60; i++) corrupted[i] = 0xff;
    const { file, target } = await setup(corrupted);
    await expect(extractZip(file, target)).rejects.toMatchObject({ code: 'zip_corrupt' });
    expect(await listFiles(target)).toEqual([]);
  });

  it('refuses an entry whose data fails its CRC-32', async () => {
    const zip = await zipBuffer([{ name: 'a.txt', data: 'hello', compress: false }]);
    const { file, target } = await setup(patchEntry(zip, 0, { crc32: 12345 }));
    await expect(extractZip(file, target)).rejects.toMatchObject({ code: 'zip_corrupt' });
    expect(await listFiles(target)).toEqual([]);
  });
});

describe('readEntries', () => {
  it('streams each file entry in order and skips folders', async () => {
    const { file } = await setup(
      await zipBuffer([
        { name: 'b/', dir: true },
        { name: 'b/x.txt', data: 'X' },
        { name: 'a.txt', data: 'A' },
      ]),
    );
    const seen: string[] = [];
    await readEntries(file, async (entry, content) => {
      seen.push(`${entry.name}=${(await readToBuffer(content)).toString()}`);
    });
    expect(seen).toEqual(['b/x.txt=X', 'a.txt=A']);
  });

  it('still checks an entry the visitor did not read', async () => {
    const zip = await zipBuffer([{ name: 'lie.bin', data: Buffer.alloc(5000, 1) }]);
    const { file } = await setup(patchEntry(zip, 0, { uncompressedSize: 10 }));
    await expect(readEntries(file, async () => {})).rejects.toMatchObject({ code: 'zip_size_mismatch' });
  });
});
