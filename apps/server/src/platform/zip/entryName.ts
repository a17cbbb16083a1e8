import type { ZipErrorCode } from '@portal/contracts';

const MAX_NAME_BYTES = 1024;
const MAX_SEGMENT_LENGTH = 255;

/**
 * Why an entry name is unsafe to extract, or null. Checked on the central directory before any byte is
 * extracted. A trailing '/' marks a folder and is allowed; everything else must be a plain relative path
 * with no empty, '.' or '..' segment, so joining it under a folder can never leave that folder.
 */
export function entryNameIssue(name: string): ZipErrorCode | null {
  if (name.length === 0 || name === '/') return 'zip_invalid_name';
  // Control characters (NUL truncates names in C APIs) have no place in a file name.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what is looked for
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'zip_invalid_name';
  if (name.includes('\\')) return 'zip_backslash';
  if (name.startsWith('/')) return 'zip_absolute_path';
  if (/^[A-Za-z]:/.test(name)) return 'zip_drive_letter';
  const segments = (name.endsWith('/') ? name.slice(0, -1) : name).split('/');
  if (segments.includes('..')) return 'zip_path_traversal';
  // ':' is a drive or an NTFS stream elsewhere in a name; '.' and empty segments are not normal form.
  if (name.includes(':')) return 'zip_invalid_name';
  if (segments.some((s) => s === '' || s === '.' || s.length > MAX_SEGMENT_LENGTH)) return 'zip_invalid_name';
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) return 'zip_invalid_name';
  return null;
}

/** The key two names collide under on case-insensitive file systems. */
export function collisionKey(name: string): string {
  return name.replace(/\/$/, '').normalize('NFC').toLowerCase();
}
