import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { findControlCharacter } from '../controlCharacters.ts';
import { HttpError } from '../httpError.ts';
import { isStorageFull, storageFullError } from '../storage/storageFull.ts';
import { streamToFileWithLimit } from './streamToFileWithLimit.ts';
import { assertZipFileName } from './zipFileName.ts';

export type ReceivedUpload = { fields: Record<string, string>; file: string };

/**
 * Reads a multipart form with one .zip file into `dir` (a scratch folder the caller removes): the
 * extension is checked before a byte is read (415) and the size while it streams (413; docs/architecture.md,
 * "Sessions and security").
 */
export async function receiveZipUpload(
  request: FastifyRequest,
  dir: string,
  maxBytes: number,
): Promise<ReceivedUpload> {
  if (!request.isMultipart())
    throw new HttpError('unsupported_media_type', 'Send the app as multipart/form-data with a .zip file.');
  try {
    return await readParts(request, dir, maxBytes);
  } catch (error) {
    // busboy's own errors (no boundary, a body cut short, garbage) carry no status: they are the client's
    // malformed body, not the server's failure. Limits and our refusals keep theirs.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status && status >= 400 && status < 500)) throw error;
    if (isStorageFull(error)) throw storageFullError();
    throw new HttpError('bad_request', 'The upload is not a well-formed multipart/form-data body.');
  }
}

async function readParts(request: FastifyRequest, dir: string, maxBytes: number): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let file: string | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (file) {
      part.file.resume();
      throw new HttpError('bad_request', 'Send one zip file only.');
    }
    try {
      assertZipFileName(part.filename);
    } catch (error) {
      part.file.resume();
      throw error;
    }
    file = path.join(dir, 'upload.zip');
    await streamToFileWithLimit(part.file, file, maxBytes);
  }
  const where = findControlCharacter(fields, 'fields');
  if (where) {
    // The file part may already be on disk: the caller's scratch folder goes with it.
    throw new HttpError('bad_request', `${where} contains a control character, which is not allowed.`);
  }
  if (!file) throw new HttpError('bad_request', 'Choose a .zip file to upload.');
  return { fields, file };
}
