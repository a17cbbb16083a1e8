import path from 'node:path';
import { defaultZipLimits, type ZipErrorCode } from '@portal/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractZip } from './extractZip.ts';
import { inspectZip } from './inspectZip.ts';
import { listFiles, patchEntry, tempDir, writeTemp, zipBuffer, zipWithName } from './testZips.ts';
import { ZipError } from './zipError.ts';

const SPEC_TEXT = 'Error detected in zip file. No build was triggered.';

/** Inspects and extracts `zip`; asserts both refuse it with `code` and that no file is left behind. */
async function expectRefused(zip: Buffer, code: ZipErrorCode, limits = defaultZipLimits): Promise<void> {
  const dir = await tempDir();
  const file = await writeTemp(dir, 'upload.zip', zip);
  const target = path.join(dir, 'out');
  await expect(inspectZip(file, limits)).rejects.toMatchObject({
    name: 'ZipError',
    code,
    message: SPEC_TEXT,
  });
  await expect(extractZip(file, target, limits)).rejects.toMatchObject({ code });
  expect(await listFiles(target)).toEqual([]);
}

describe('inspectZip', () => {
  it('lists the entries of a sound zip with their declared sizes', async () => {
    const dir = await tempDir();
    const file = await writeTemp(
      dir,
      'ok.zip',
      await zipBuffer([
        { name: 'pages/', dir: true },
        { name: 'pages/home.json', data: '{"a":1}' },
      ]),
    );
    const inspection = await inspectZip(file);
    expect(inspection.entries.map((e) => [e.name, e.isDirectory, e.uncompressedSize])).toEqual([
      ['pages/', true, 0],
      ['pages/home.json', false, 7],
    ]);
  });

  it('refuses an entry with a .. segment', async () => {
    await expectRefused(await zipWithName('../../etc/cron.d/x'), 'zip_path_traversal');
    await expectRefused(await zipWithName('pages/../../x.js'), 'zip_path_traversal');
  });

  it('refuses an absolute path', async () => {
    await expectRefused(await zipWithName('/etc/passwd'), 'zip_absolute_path');
  });

  it('refuses a backslash path', async () => {
    await expectRefused(await zipWithName('..\\..\\evil.js'), 'zip_backslash');
  });

  it('refuses a drive letter', async () => {
    await expectRefused(await zipWithName('C:/evil.js'), 'zip_drive_letter');
  });

  it('refuses a symbolic link by its unix mode', async () => {
    await expectRefused(
      await zipBuffer([{ name: 'link', data: '/etc/passwd', mode: 0o120777 }]),
      'zip_symlink',
    );
  });

  it('refuses a device or fifo entry', async () => {
    await expectRefused(await zipBuffer([{ name: 'fifo', data: '', mode: 0o010644 }]), 'zip_special_file');
  });

  it('refuses duplicate names, also when they differ only in case', async () => {
    const zip = await zipBuffer([
      { name: 'a.json', data: '1' },
      { name: 'b.json', data: '2' },
    ]);
    await expectRefused(patchEntry(zip, 1, { name: 'a.json' }), 'zip_duplicate_entry');
    await expectRefused(patchEntry(zip, 1, { name: 'A.json' }), 'zip_duplicate_entry');
  });

  it('refuses a file that is also the parent folder of another entry', async () => {
    await expectRefused(
      await zipBuffer([
        { name: 'pages', data: 'x' },
        { name: 'pages/home.json', data: '{}' },
      ]),
      'zip_duplicate_entry',
    );
  });

  it('refuses more entries than the limit', async () => {
    const entries = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.txt`, data: 'x' }));
    await expectRefused(await zipBuffer(entries), 'zip_too_many_entries', {
      ...defaultZipLimits,
      maxEntries: 10,
    });
  });

  it('refuses a total uncompressed size over the limit', async () => {
    const entries = [0, 1, 2].map((i) => ({
      name: `f${i}.bin`,
      data: Buffer.alloc(600, i),
      compress: false,
    }));
    await expectRefused(await zipBuffer(entries), 'zip_too_large', {
      ...defaultZipLimits,
      maxTotalUncompressedBytes: 1500,
    });
  });

  it('refuses a zip bomb by its compression ratio', async () => {
    // 5 MB of zeros deflate to ~5 KB: a ratio near 1000:1.
    await expectRefused(
      await zipBuffer([{ name: 'bomb.bin', data: Buffer.alloc(5 * 1024 * 1024) }]),
      'zip_ratio_too_high',
    );
  });

  it('refuses a total ratio over the limit even when each entry is under the floor', async () => {
    const entries = Array.from({ length: 4 }, (_, i) => ({ name: `z${i}.bin`, data: Buffer.alloc(400_000) }));
    await expectRefused(await zipBuffer(entries), 'zip_ratio_too_high');
  });

  it('refuses a truncated zip', async () => {
    const zip = await zipBuffer([{ name: 'a.json', data: 'x'.repeat(1000) }]);
    await expectRefused(zip.subarray(0, zip.length - 30), 'zip_corrupt');
    await expectRefused(zip.subarray(0, 40), 'zip_corrupt');
  });

  it('refuses bytes that are not a zip at all', async () => {
    await expectRefused(Buffer.from('PK\u0003\u0004 this is not really a zip file'), 'zip_corrupt');
    await expectRefused(Buffer.alloc(0), 'zip_corrupt');
  });

  it('refuses an encrypted entry and an unknown compression method', async () => {
    const zip = await zipBuffer([{ name: 'a.json', data: '{}' }]);
    await expectRefused(patchEntry(zip, 0, { flags: 0x801 }), 'zip_encrypted');
    await expectRefused(patchEntry(zip, 0, { compressionMethod: 99 }), 'zip_unsupported_compression');
  });

  it('refuses entries that share their data (overlapping zip bomb)', async () => {
    const zip = await zipBuffer([
      { name: 'a.txt', data: 'x'.repeat(200), compress: false },
      { name: 'b.txt', data: 'y'.repeat(200), compress: false },
    ]);
    // Point the second entry's central header at the first entry's local header.
    const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const cd = zip.readUInt32LE(eocd + 16);
    const second =
      cd + 46 + zip.readUInt16LE(cd + 28) + zip.readUInt16LE(cd + 30) + zip.readUInt16LE(cd + 32);
    const forged = Buffer.from(zip);
    forged.writeUInt32LE(0, second + 42);
    await expectRefused(forged, 'zip_corrupt');
  });

  it('carries the text users read for the user and the finding in its detail', async () => {
    const dir = await tempDir();
    const file = await writeTemp(dir, 'x.zip', await zipWithName('../x.js'));
    const error = await inspectZip(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZipError);
    expect((error as ZipError).message).toBe(SPEC_TEXT);
    expect((error as ZipError).detail).toContain('../x.js');
    expect((error as ZipError).statusCode).toBe(422);
  });

  it('refuses every zip whose one entry name carries an unsafe form (property)', async () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,8}$/);
    const unsafe = fc.oneof(
      fc
        .tuple(segment, segment)
        .map(([a, b]) => ({ name: `${a}/../${b}`, code: 'zip_path_traversal' as const })),
      segment.map((a) => ({ name: `/${a}`, code: 'zip_absolute_path' as const })),
      fc.tuple(segment, segment).map(([a, b]) => ({ name: `${a}\\${b}`, code: 'zip_backslash' as const })),
    );
    const dir = await tempDir();
    await fc.assert(
      fc.asyncProperty(unsafe, async ({ name, code }) => {
        const file = await writeTemp(dir, 'p.zip', await zipWithName(name));
        const error = await inspectZip(file).catch((e: unknown) => e);
        return error instanceof ZipError && error.code === code;
      }),
      { numRuns: 40 },
    );
  });
});
