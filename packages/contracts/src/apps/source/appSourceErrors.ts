/**
 * Why a zip was refused. The user always sees 'Error detected in zip file. No build was triggered.'
 * (docs/product/apps.md APPS-3, message key 'upload.zipInvalid'); the code and a detail say what, in logs and
 * build logs.
 */
export const zipErrorCodes = [
  'zip_path_traversal',
  'zip_absolute_path',
  'zip_backslash',
  'zip_drive_letter',
  'zip_invalid_name',
  'zip_symlink',
  'zip_special_file',
  'zip_duplicate_entry',
  'zip_too_many_entries',
  'zip_too_large',
  'zip_ratio_too_high',
  'zip_size_mismatch',
  'zip_encrypted',
  'zip_unsupported_compression',
  'zip_corrupt',
] as const;
export type ZipErrorCode = (typeof zipErrorCodes)[number];

/** Why an uploaded file was refused before it was read as a zip. */
export const uploadErrorCodes = ['upload_extension', 'upload_too_large'] as const;
export type UploadErrorCode = (typeof uploadErrorCodes)[number];

/** Why a build failed after the zip itself was found sound. */
export const buildErrorCodes = [
  'manifest_missing',
  'manifest_invalid_json',
  'manifest_invalid',
  'reference_id_mismatch',
  'component_missing',
  'component_invalid_json',
  'component_invalid',
  'component_reference',
  'internal',
] as const;
export type BuildErrorCode = (typeof buildErrorCodes)[number];

/**
 * One problem found in an app source: what (code), where (file and JSON pointer, RFC 6901, '' for the
 * whole document) and a sentence for the build log.
 */
export type SourceIssue = {
  code: ZipErrorCode | BuildErrorCode;
  file?: string;
  pointer?: string;
  message: string;
  /** 1-based, where a text file's checker knows the place itself (a script's parser); else from pointer. */
  line?: number;
  column?: number;
};

/** RFC 6901: '/components/0/path'; '~' and '/' inside a key are escaped. */
export function toJsonPointer(path: readonly PropertyKey[]): string {
  return path.map((part) => `/${String(part).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}
