import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { extractZip } from '../../platform/zip/extractZip.ts';
import { readEntries, readToBuffer } from '../../platform/zip/readEntries.ts';
import { writeZipFile } from '../../platform/zip/writeZip.ts';

/** A source as the builder edits it: text files by path, and the paths of files that are not text. */
export type SplitSource = { files: Record<string, string>; binaryFiles: string[] };

/** What a draft is made of: its base version's zip (if any) and the draft's text files. */
export type DraftMaterial = { baseZip: string | null; files: Record<string, string>; binaryFiles: string[] };

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
  await readEntries(zip, async (entry, content) => {
    const text = decodeUtf8(await readToBuffer(content));
    if (text === null) binaryFiles.push(entry.name);
    else files[entry.name] = text;
  });
  return { files, binaryFiles: binaryFiles.sort() };
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
  return [...new Set([...kept, ...Object.keys(draft.files)])].sort();
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
