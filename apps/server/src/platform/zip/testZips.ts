/**
 * Builds zips for tests, good and malicious. yazl writes sound zips; `patchEntry` then rewrites fields of
 * an entry's central directory header (and the name in its local header) to forge what yazl refuses to
 * write: traversal names, lying sizes, foreign flags. Test support only.
 */
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import yazl from 'yazl';

export type TestEntry = {
  name: string;
  data?: Buffer | string;
  mode?: number;
  compress?: boolean;
  dir?: boolean;
  mtime?: Date;
};

export async function zipBuffer(entries: TestEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    const options = {
      mtime: entry.mtime ?? new Date(2026, 0, 1),
      ...(entry.mode !== undefined ? { mode: entry.mode } : {}),
      ...(entry.compress !== undefined ? { compress: entry.compress } : {}),
    };
    if (entry.dir) zip.addEmptyDirectory(entry.name, options);
    else zip.addBuffer(Buffer.from(entry.data ?? ''), entry.name, options);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export type EntryPatch = {
  /** Same byte length as the current name. */
  name?: string;
  uncompressedSize?: number;
  compressedSize?: number;
  externalAttributes?: number;
  flags?: number;
  compressionMethod?: number;
  crc32?: number;
};

function centralHeaderOffsets(zip: Buffer): number[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  const offsets: number[] = [];
  for (let i = 0; i < count; i++) {
    offsets.push(offset);
    offset +=
      46 + zip.readUInt16LE(offset + 28) + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return offsets;
}

export function patchEntry(zip: Buffer, index: number, patch: EntryPatch): Buffer {
  const out = Buffer.from(zip);
  const cd = centralHeaderOffsets(out)[index];
  if (cd === undefined) throw new Error(`no entry ${index}`);
  if (patch.flags !== undefined) out.writeUInt16LE(patch.flags, cd + 8);
  if (patch.compressionMethod !== undefined) out.writeUInt16LE(patch.compressionMethod, cd + 10);
  if (patch.crc32 !== undefined) out.writeUInt32LE(patch.crc32, cd + 16);
  if (patch.compressedSize !== undefined) out.writeUInt32LE(patch.compressedSize, cd + 20);
  if (patch.uncompressedSize !== undefined) out.writeUInt32LE(patch.uncompressedSize, cd + 24);
  if (patch.externalAttributes !== undefined) out.writeUInt32LE(patch.externalAttributes >>> 0, cd + 38);
  if (patch.name !== undefined) {
    const name = Buffer.from(patch.name);
    const length = out.readUInt16LE(cd + 28);
    if (name.length !== length) throw new Error(`name must be ${length} bytes, is ${name.length}`);
    name.copy(out, cd + 46);
    const local = out.readUInt32LE(cd + 42);
    name.copy(out, local + 30);
  }
  return out;
}

/** A zip whose one entry has `name`, however unsafe: written under a placeholder, then renamed. */
export async function zipWithName(name: string, data = 'x'): Promise<Buffer> {
  const length = Buffer.byteLength(name);
  const placeholder = 'p'.repeat(length);
  return patchEntry(await zipBuffer([{ name: placeholder, data }]), 0, { name });
}

export async function tempDir(prefix = 'zip-test-'): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

export async function writeTemp(dir: string, name: string, data: Buffer): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, data);
  return file;
}

/** Every file under `dir`, relative; [] when `dir` does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
