import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

export type ZipInput = { name: string; data: Buffer } | { name: string; file: string };

/**
 * A fixed timestamp in local time: yazl encodes DOS dates from local fields, so a local constructor gives
 * the same bytes in every time zone. With no extended timestamp field, equal inputs give equal zips.
 */
const FIXED_MTIME = new Date(1980, 0, 1, 0, 0, 0);

/** A zip of `entries` in the order given, with fixed dates and modes: same inputs, same bytes. */
function deterministicZip(entries: ZipInput[]): yazl.ZipFile {
  const zip = new yazl.ZipFile();
  const options = { mtime: FIXED_MTIME, mode: 0o100644, forceDosTimestamp: true, compressionLevel: 9 };
  for (const entry of entries) {
    if ('data' in entry) zip.addBuffer(entry.data, entry.name, options);
    else zip.addFile(entry.file, entry.name, options);
  }
  zip.end();
  return zip;
}

export async function writeZipFile(entries: ZipInput[], outPath: string): Promise<void> {
  await pipeline(deterministicZip(entries).outputStream, createWriteStream(outPath, { flags: 'wx' }));
}

export async function writeZipBuffer(entries: ZipInput[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of deterministicZip(entries).outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
