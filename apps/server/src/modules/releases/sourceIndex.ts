import { createHash } from 'node:crypto';
import { DIFF_FILE_TEXT_MAX_BYTES, type FileSide, MANIFEST_FILE } from '@portal/contracts';
import { openInspectedZip } from '../../platform/zip/inspectZip.ts';
import { readEntries, readToBuffer } from '../../platform/zip/readEntries.ts';

export type IndexedFile = { path: string; size: number; sha256: string };
/** A version's files with their hashes, and its manifest as parsed JSON (null when it cannot be read). */
export type SourceIndex = { files: IndexedFile[]; manifest: unknown };

/**
 * Every file of a source zip with its size and SHA-256, read as a stream through readEntries (its size,
 * ratio and CRC checks hold for a zip stored before they existed), so no file is held whole except the
 * manifest, which the upload check already bounded.
 */
export async function indexSource(zip: string): Promise<SourceIndex> {
  const files: IndexedFile[] = [];
  let manifest: unknown = null;
  await readEntries(zip, async (entry, content) => {
    if (entry.name === MANIFEST_FILE && entry.uncompressedSize <= DIFF_FILE_TEXT_MAX_BYTES) {
      const bytes = await readToBuffer(content);
      files.push({ path: entry.name, size: bytes.length, sha256: sha256(bytes) });
      manifest = parseJson(bytes);
      return;
    }
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of content) {
      hash.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    files.push({ path: entry.name, size, sha256: hash.digest('hex') });
  });
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, manifest };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * One file's text in a source zip, read only when its declared size is within the bound: a bigger
 * file is never inflated, and the count stops a zip that lies about the size at the bound.
 */
export async function fileSide(zip: string, filePath: string): Promise<FileSide> {
  const opened = await openInspectedZip(zip);
  try {
    const index = opened.entries.findIndex((entry) => !entry.isDirectory && entry.name === filePath);
    if (index < 0) return { size: null, text: null, notShown: 'absent' };
    const entry = opened.entries[index]!;
    if (entry.uncompressedSize > DIFF_FILE_TEXT_MAX_BYTES)
      return { size: entry.uncompressedSize, text: null, notShown: 'tooLarge' };
    const stream = await opened.zipfile.openReadStreamPromise(opened.rawEntries[index]!);
    const chunks: Buffer[] = [];
    let read = 0;
    for await (const chunk of stream) {
      read += (chunk as Buffer).length;
      if (read > DIFF_FILE_TEXT_MAX_BYTES) {
        stream.destroy();
        return { size: entry.uncompressedSize, text: null, notShown: 'tooLarge' };
      }
      chunks.push(chunk as Buffer);
    }
    const bytes = Buffer.concat(chunks);
    const text = asText(bytes);
    return text === null
      ? { size: bytes.length, text: null, notShown: 'binary' }
      : { size: bytes.length, text, notShown: null };
  } finally {
    opened.zipfile.close();
  }
}

/** UTF-8 text without NUL bytes, else null: a NUL is what tells a binary file from text in practice. */
function asText(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
