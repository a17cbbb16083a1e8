import type { Issue } from '../../messages.ts';

const MB = 1024 * 1024;

/**
 * Limits on an app builder draft. A draft is saved as the user types (debounced), so it is a row of text
 * files, not a zip: these keep each save small. Binary assets are not part of a draft's text: they are
 * the base version's, or uploads kept in file storage (draftAssetLimits below). A component over 1 MB is not edited in a browser; a paste
 * that large is refused with a clear 413, nothing stored.
 */
export const draftLimits = {
  /** Most text files a draft holds (the manifest names at most 500 components). */
  maxFiles: 1000,
  /** Most UTF-8 bytes of one file. */
  maxFileBytes: 1 * MB,
  /** Most UTF-8 bytes of all the draft's files together. */
  maxTotalBytes: 8 * MB,
} as const;

export type DraftLimitIssue =
  | { kind: 'tooManyFiles'; max: number }
  | { kind: 'fileTooLarge'; file: string; bytes: number; max: number }
  | { kind: 'totalTooLarge'; bytes: number; max: number };

/** UTF-8 size without TextEncoder (the contracts build targets no DOM or Node library). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4; // a surrogate pair is one 4-byte character
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** The first limit a draft's files break, or null: checked by the server on save and by the web before. */
export function draftLimitIssue(files: Readonly<Record<string, string>>): DraftLimitIssue | null {
  const entries = Object.entries(files);
  if (entries.length > draftLimits.maxFiles) return { kind: 'tooManyFiles', max: draftLimits.maxFiles };
  let total = 0;
  for (const [file, text] of entries) {
    // A string's length is at most its UTF-8 size: only texts that could be over are encoded.
    const bytes = text.length * 3 > draftLimits.maxFileBytes ? utf8Bytes(text) : text.length;
    if (bytes > draftLimits.maxFileBytes)
      return { kind: 'fileTooLarge', file, bytes, max: draftLimits.maxFileBytes };
    total += bytes;
  }
  if (total > draftLimits.maxTotalBytes)
    return { kind: 'totalTooLarge', bytes: total, max: draftLimits.maxTotalBytes };
  return null;
}

/**
 * Assets of a draft (images the app shows): uploaded files kept in file storage, not in the draft's text.
 * The extensions are those of the app format's asset kind (docs/app-format.md), so whatever is uploaded
 * can be named in the manifest and built. They count toward `draftLimits.maxFiles` with the text files.
 */
export const draftAssetLimits = {
  extensions: ['.png', '.svg'],
  /** Most bytes of one asset. */
  maxAssetBytes: 2 * MB,
  /** Most bytes of all the draft's uploaded assets together. */
  maxTotalBytes: 20 * MB,
} as const;

const assetMediaTypes: Record<string, string> = { '.png': 'image/png', '.svg': 'image/svg+xml' };

/** The media type of an asset path by its extension, or null when the extension is not an asset's. */
export function assetMediaType(path: string): string | null {
  const lower = path.toLowerCase();
  const ext = draftAssetLimits.extensions.find((e) => lower.endsWith(e) && lower.length > e.length);
  return ext ? (assetMediaTypes[ext] ?? null) : null;
}

const mb = (bytes: number) => Number((bytes / MB).toFixed(bytes < MB ? 2 : 1));

/**
 * docs/product/builder.md BUILDER-10 for an asset: extension and size, naming the file and the limit (null
 * when both pass).
 */
export function draftAssetIssue(file: { name: string; size: number }): Issue | null {
  if (!assetMediaType(file.name))
    return {
      key: 'asset.extension',
      params: { file: file.name, extensions: draftAssetLimits.extensions.join(', ') },
    };
  if (file.size > draftAssetLimits.maxAssetBytes)
    return {
      key: 'asset.tooLarge',
      params: { file: file.name, maxMb: mb(draftAssetLimits.maxAssetBytes) },
    };
  return null;
}

/** The draft's assets would come to `total` bytes: an issue when that is over the draft's asset limit. */
export function draftAssetTotalIssue(total: number): Issue | null {
  if (total <= draftAssetLimits.maxTotalBytes) return null;
  return {
    key: 'asset.totalTooLarge',
    params: { sizeMb: mb(total), maxMb: mb(draftAssetLimits.maxTotalBytes) },
  };
}
