import { appUploadIssue, type MessageParams, uploadTooLargeIssue } from '@portal/contracts';
import { isHttpError } from '../../../lib/http/HttpError.ts';

/** A zip's problem: a message key under `appsList.messages` of the console bundle, or the server's words. */
export type ZipIssue = { key: string; params?: MessageParams } | { text: string };

/**
 * What the page checks before sending a zip: picked, a .zip, within the configured size (docs/product/apps.md
 * APPS-3).
 */
export function zipFileIssue(file: File | null, maxBytes: number): ZipIssue | null {
  if (!file) return { key: 'upload.fileRequired' };
  return appUploadIssue(file, maxBytes);
}

/**
 * A refusal of the upload that is about the zip itself, to show on the zip field: too large (413, found
 * while the server streams), not a zip (415), or a zip whose content failed the checks (422, whose text
 * begins 'Error detected in zip file. No build was triggered.' and says what was found). Null otherwise.
 */
export function zipUploadErrorIssue(error: unknown, maxBytes: number): ZipIssue | null {
  if (!isHttpError(error)) return null;
  switch (error.status) {
    case 413:
      return uploadTooLargeIssue(maxBytes);
    case 415:
      return appUploadIssue({ name: '' }, maxBytes);
    case 422:
      return { text: error.message };
    default:
      return null;
  }
}
