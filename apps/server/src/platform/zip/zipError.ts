import { formatMessage, type UploadErrorCode, type ZipErrorCode } from '@portal/contracts';

/**
 * A zip refused for a reason in `code`. The message is the text users read; `detail`
 * says what was found, for logs and build logs. `statusCode` lets the error handler answer 422 as is.
 */
export class ZipError extends Error {
  override name = 'ZipError';
  readonly statusCode = 422;
  readonly code: ZipErrorCode;
  readonly detail: string;
  readonly entry: string | undefined;
  constructor(code: ZipErrorCode, detail: string, entry?: string) {
    super(formatMessage('upload.zipInvalid'));
    this.code = code;
    this.detail = detail;
    this.entry = entry;
  }
}

export function isZipError(error: unknown): error is ZipError {
  return error instanceof ZipError;
}

/** An uploaded file refused before it is read: wrong extension (415) or too large (413). */
export class UploadError extends Error {
  override name = 'UploadError';
  readonly statusCode: 413 | 415;
  readonly code: UploadErrorCode;
  constructor(code: UploadErrorCode, message: string) {
    super(message);
    this.code = code;
    this.statusCode = code === 'upload_too_large' ? 413 : 415;
  }
}
