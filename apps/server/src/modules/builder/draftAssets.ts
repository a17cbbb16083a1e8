import { assetMediaType, type DraftAsset } from '@portal/contracts';
import type { DraftAssetRow } from './builder.repository.ts';
import type { SplitSource } from './draftSource.ts';

/** The draft's files that are not text, and what the file tree says of its assets. */
export type DraftComposition = {
  /** The base version's binary files the draft still has (neither removed nor replaced by an upload). */
  keptBase: string[];
  /** Every binary file of the draft: kept base files and uploaded assets. */
  binaryFiles: string[];
  assets: DraftAsset[];
};

/** UTF-8 size of a text file (an SVG among the draft's text files). */
const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * What a draft holds beyond its text: the base version's binaries minus those the draft's asset rows remove
 * or replace, plus the uploaded ones. Pure, so the view, the build and the zip download agree on it.
 */
export function composeDraft(
  source: SplitSource,
  files: Readonly<Record<string, string>>,
  rows: readonly DraftAssetRow[],
): DraftComposition {
  const touched = new Set(rows.map((r) => r.path));
  const uploaded = rows.filter((r) => r.storageKey !== null);
  const keptBase = source.binaryFiles.filter((name) => !touched.has(name) && !(name in files));
  const assets: DraftAsset[] = [
    ...keptBase.flatMap((path) => {
      const mediaType = assetMediaType(path);
      return mediaType ? [{ path, bytes: source.binarySizes[path] ?? 0, mediaType, isUploaded: false }] : [];
    }),
    ...uploaded.map((r) => ({ path: r.path, bytes: r.bytes, mediaType: r.mediaType, isUploaded: true })),
    ...Object.entries(files).flatMap(([path, text]) => {
      const mediaType = assetMediaType(path);
      return mediaType ? [{ path, bytes: utf8Bytes(text), mediaType, isUploaded: false }] : [];
    }),
  ].sort((a, b) => a.path.localeCompare(b.path));
  return {
    keptBase,
    binaryFiles: [...keptBase, ...uploaded.map((r) => r.path)].sort(),
    assets,
  };
}

/** Bytes of the draft's uploaded assets, with `path` counted as `bytes` (an upload replacing it). */
export function uploadedBytes(rows: readonly DraftAssetRow[], path?: string, bytes = 0): number {
  return rows.reduce((sum, r) => (r.path === path ? sum : sum + r.bytes), bytes);
}
