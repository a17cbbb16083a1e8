const MB = 1024 * 1024;

/**
 * Limits on an app builder draft. A draft is saved as the user types (debounced), so it is a row of text
 * files, not a zip: these keep each save small. Binary assets are not part of a draft's text; they are
 * kept from the version the draft is based on. A component over 1 MB is not edited in a browser; a paste
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
