import { formatMessage } from '@portal/contracts';
import { HttpError } from '../../platform/httpError.ts';

/** The version a draft's manifest.json names, when it is JSON with a string `version`. */
export function manifestVersionOf(text: string | undefined): string | null {
  if (text === undefined) return null;
  try {
    const manifest: unknown = JSON.parse(text);
    const version =
      manifest && typeof manifest === 'object' && 'version' in manifest ? manifest.version : undefined;
    return typeof version === 'string' ? version.trim() : null;
  } catch {
    // Not JSON: the build's own checks say so, with the file and line.
    return null;
  }
}

const zipInvalid = formatMessage('upload.zipInvalid');

/**
 * The checks of an uploaded zip refuse a draft in the upload's words ("Error detected in zip file"), for a
 * zip the user never made (docs/product/builder.md BUILDER-8): say it of the draft, and point to Problems.
 */
export function speakOfTheDraft(error: unknown): never {
  if (error instanceof HttpError && error.code === 'unprocessable' && error.message.startsWith(zipInvalid))
    throw new HttpError(
      'unprocessable',
      formatMessage('builder.draftInvalid', { detail: error.message.slice(zipInvalid.length).trim() }),
    );
  throw error;
}
