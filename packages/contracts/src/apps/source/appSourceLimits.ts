import type { Issue } from '../../messages.ts';

const MB = 1024 * 1024;

/**
 * Limits on an app source zip (docs/decisions/zip-handling.md). The server checks them before anything is
 * extracted; the web shows them next to the file picker. Each one is configurable on the server.
 */
export type ZipLimits = {
  /** Most entries (files and folders) a zip may hold. */
  maxEntries: number;
  /** Most bytes all entries may expand to, as declared and as actually read. */
  maxTotalUncompressedBytes: number;
  /** Highest uncompressed:compressed ratio, for each entry and for the whole zip. */
  maxCompressionRatio: number;
  /**
   * The ratio is only checked above this many uncompressed bytes: a small file cannot be a bomb (the total
   * limit bounds it anyway), and tiny repetitive JSON files compress far better than 100:1.
   */
  ratioCheckMinBytes: number;
};

export const defaultZipLimits: ZipLimits = {
  maxEntries: 2000,
  maxTotalUncompressedBytes: 100 * MB,
  maxCompressionRatio: 100,
  ratioCheckMinBytes: 1 * MB,
};

/** The uploaded (compressed) zip itself. */
export const APP_UPLOAD_MAX_BYTES = 50 * MB;
export const APP_UPLOAD_EXTENSIONS = ['.zip'] as const;

/** docs/product/apps.md APPS-3: extension and maximum size checked, with messages. */
export function appUploadIssue(
  file: { name: string; size?: number },
  maxBytes: number = APP_UPLOAD_MAX_BYTES,
): Issue | null {
  const lower = file.name.toLowerCase();
  if (!APP_UPLOAD_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length))
    return { key: 'upload.extension', params: { extensions: APP_UPLOAD_EXTENSIONS.join(', ') } };
  if (file.size !== undefined && file.size > maxBytes) return uploadTooLargeIssue(maxBytes);
  return null;
}

export function uploadTooLargeIssue(maxBytes: number = APP_UPLOAD_MAX_BYTES): Issue {
  // Two decimals below 1 MB so a small configured limit never reads as '0 MB'.
  return {
    key: 'upload.tooLarge',
    params: { maxMb: Number((maxBytes / MB).toFixed(maxBytes < MB ? 2 : 1)) },
  };
}
