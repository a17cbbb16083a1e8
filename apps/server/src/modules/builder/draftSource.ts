import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { formatMessage, MANIFEST_FILE } from '@portal/contracts';
import { HttpError } from '../../platform/httpError.ts';
import { extractZip } from '../../platform/zip/extractZip.ts';
import { readEntries, readToBuffer } from '../../platform/zip/readEntries.ts';
import { writeZipFile } from '../../platform/zip/writeZip.ts';
import { ZipError } from '../../platform/zip/zipError.ts';

/**
 * A source as the builder edits it: text files by path, and the paths of files that are not text with
 * their sizes (for the file tree's asset metadata).
 */
export type SplitSource = {
  files: Record<string, string>;
  binaryFiles: string[];
  binarySizes: Record<string, number>;
};

/**
 * What a draft is made of: its base version's zip (if any), the draft's text files, the base's binary
 * files it keeps, and its uploaded assets (path -> a local copy of the stored bytes).
 */
export type DraftMaterial = {
  baseZip: string | null;
  files: Record<string, string>;
  binaryFiles: string[];
  assetFiles?: Record<string, string>;
};

/** An uploaded source zip split as a draft holds it: text files, and binary files written to `dir`. */
export type SplitUpload = {
  files: Record<string, string>;
  binaries: { name: string; file: string; bytes: number }[];
};

function decodeUtf8(data: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
}

/** Reads a version's source zip (checked like any zip) into text files and the names of the others. */
export async function splitSource(zip: string): Promise<SplitSource> {
  const files: Record<string, string> = {};
  const binaryFiles: string[] = [];
  const binarySizes: Record<string, number> = {};
  await readEntries(zip, async (entry, content) => {
    const data = await readToBuffer(content);
    const text = decodeUtf8(data);
    if (text !== null) files[entry.name] = text;
    else {
      binaryFiles.push(entry.name);
      binarySizes[entry.name] = data.length;
    }
  });
  return { files, binaryFiles: binaryFiles.sort(), binarySizes };
}

/**
 * Reads an uploaded zip (readEntries checks it whole, as the app upload does, before any byte is read)
 * into text files and binary files written under `dir`.
 */
export async function splitUpload(zip: string, dir: string): Promise<SplitUpload> {
  const files: Record<string, string> = {};
  const binaries: SplitUpload['binaries'] = [];
  await mkdir(dir, { recursive: true });
  try {
    await readEntries(zip, (entry, content) => keepEntry(entry.name, content));
  } catch (error) {
    // The app upload's words, with what was found: the thread passes an HttpError on as is.
    if (error instanceof ZipError)
      throw new HttpError('unprocessable', `${formatMessage('upload.zipInvalid')} ${error.detail}.`);
    throw error;
  }
  if (!(MANIFEST_FILE in files))
    throw new HttpError(
      'unprocessable',
      `${formatMessage('upload.zipInvalid')} The zip has no ${MANIFEST_FILE} at its root.`,
    );
  return { files, binaries };

  async function keepEntry(name: string, content: Readable) {
    const data = await readToBuffer(content);
    const text = decodeUtf8(data);
    if (text !== null) files[name] = text;
    else {
      const file = path.join(dir, `binary-${binaries.length}`);
      await writeFile(file, data);
      binaries.push({ name, file, bytes: data.length });
    }
  }
}

/**
 * Writes the draft's source into `dir`: the base version's files that are not text, then the draft's text
 * files; a text file the draft no longer has is left out. Returns the file names. Draft paths were checked
 * against the manifest path shape (no '..', no leading '/'), so joining them stays inside `dir`.
 */
export async function materializeDraft(dir: string, draft: DraftMaterial): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const kept = new Set(draft.binaryFiles);
  if (draft.baseZip) {
    const entries = await extractZip(draft.baseZip, dir);
    await Promise.all(
      entries
        .filter((e) => !e.isDirectory && !kept.has(e.name))
        .map((e) => rm(path.join(dir, e.name), { force: true })),
    );
  }
  for (const [name, text] of Object.entries(draft.files)) {
    const file = path.join(dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  const assets = Object.entries(draft.assetFiles ?? {});
  for (const [name, local] of assets) {
    const file = path.join(dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await copyFile(local, file);
  }
  return [...new Set([...kept, ...Object.keys(draft.files), ...assets.map(([name]) => name)])].sort();
}

/** The draft as a source zip, as an upload would give it: the build then takes it like any upload. */
export async function zipDraft(dir: string, draft: DraftMaterial, out: string): Promise<void> {
  const tree = path.join(dir, 'tree');
  const names = await materializeDraft(tree, draft);
  await writeZipFile(
    names.map((name) => ({ name, file: path.join(tree, name) })),
    out,
  );
}
