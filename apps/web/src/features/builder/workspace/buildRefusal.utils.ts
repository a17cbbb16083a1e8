import { formatMessage, MANIFEST_FILE, nextPatchVersion } from '@portal/contracts';
import { HttpError } from '../../../lib/http/HttpError.ts';

const VERSION_FIELD = /("version"\s*:\s*")([^"\\]*)(")/;

/** The manifest text with its version replaced in place: the rest of the file, and its layout, kept. */
export function withManifestVersion(manifest: string, version: string): string | null {
  return VERSION_FIELD.test(manifest) ? manifest.replace(VERSION_FIELD, `$1${version}$3`) : null;
}

/**
 * What the builder offers after the server refused to build (docs/product/builder.md BUILDER-7, BUILDER-8): a
 * number that exists gets the next one to set in manifest.json; a draft the build's checks refused, its
 * Problems.
 */
export function buildRefusalActions(
  error: unknown,
  files: Record<string, string>,
): { bumpTo?: string; showProblems?: boolean } {
  if (!(error instanceof HttpError)) return {};
  if (error.status === 422) return { showProblems: true };
  const manifest = files[MANIFEST_FILE];
  const version = manifest ? VERSION_FIELD.exec(manifest)?.[2] : undefined;
  const next = version ? nextPatchVersion(version) : null;
  // The server's own sentence (one message catalogue for both sides) says which refusal this is.
  if (
    error.status === 409 &&
    version &&
    next &&
    error.message === formatMessage('builder.versionExists', { version, next })
  )
    return { bumpTo: next };
  return {};
}
