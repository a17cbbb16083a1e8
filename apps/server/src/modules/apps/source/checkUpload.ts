import {
  type AppManifest,
  type AppType,
  formatMessage,
  MANIFEST_FILE,
  parseJsonFile,
  validateManifest,
} from '@portal/contracts';
import { HttpError } from '../../../platform/httpError.ts';
import { readEntries, readToBuffer } from '../../../platform/zip/readEntries.ts';
import { ZipError } from '../../../platform/zip/zipError.ts';

const zipInvalid = formatMessage('upload.zipInvalid');

/**
 * Everything an uploaded source must pass before anything is stored (docs/product/apps.md APPS-3 'Error
 * detected in zip file. No build was triggered.'): the zip checks of docs/decisions/zip-handling.md over
 * every entry (a full read, so a corrupt or lying entry is found now), a manifest that passes its schema, and
 * the app's reference ID and type. Throws a 422 HttpError that says what is wrong.
 */
export async function checkUploadedSource(
  file: string,
  app: { referenceId: string; type: AppType },
): Promise<AppManifest> {
  let manifestBytes: Buffer | null = null;
  try {
    await readEntries(file, async (entry, content) => {
      if (entry.name === MANIFEST_FILE) manifestBytes = await readToBuffer(content);
    });
  } catch (error) {
    if (error instanceof ZipError)
      throw new HttpError('unprocessable', `${zipInvalid} ${capitalise(error.detail)}.`);
    throw error;
  }
  if (!manifestBytes)
    throw new HttpError('unprocessable', `${zipInvalid} The zip has no ${MANIFEST_FILE} at its root.`);
  const parsed = parseJsonFile(
    MANIFEST_FILE,
    (manifestBytes as Buffer).toString('utf8'),
    'manifest_invalid_json',
  );
  if (!parsed.ok) throw new HttpError('unprocessable', `${zipInvalid} ${parsed.issues[0]!.message}`);
  const manifest = validateManifest(parsed.value);
  if (!manifest.ok)
    throw new HttpError(
      'unprocessable',
      `${zipInvalid} ${manifest.issues.map((issue) => issue.message).join('; ')}`,
    );
  if (manifest.value.referenceId !== app.referenceId)
    throw new HttpError(
      'unprocessable',
      `${zipInvalid} ${formatMessage('build.referenceIdMismatch', { manifestRefId: manifest.value.referenceId, appRefId: app.referenceId })}`,
    );
  if (manifest.value.type !== app.type)
    throw new HttpError(
      'unprocessable',
      `${zipInvalid} The manifest's type ${manifest.value.type} does not match the app's type ${app.type}.`,
    );
  return manifest.value;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
