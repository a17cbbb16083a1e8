import { createHash, randomUUID } from 'node:crypto';
import { pipeline, Transform, type TransformCallback } from 'node:stream';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENTS_MAX,
  supportAttachmentExtensions,
  supportAttachmentTypes,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { findControlCharacter } from '../../platform/controlCharacters.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { isStorageFull, storageFullError } from '../../platform/storage/storageFull.ts';

export type StoredAttachment = {
  fileName: string;
  mediaType: string;
  size: number;
  sha256: string;
  storageKey: string;
};

type Extension = keyof typeof supportAttachmentTypes;
const MB = 1024 * 1024;
const SNIFF_BYTES = 64 * 1024;

/** The first bytes each binary type starts with; text types must hold no NUL byte. */
const signatures: Partial<Record<Extension, number[][]>> = {
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [[0x47, 0x49, 0x46, 0x38]],
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  zip: [
    [0x50, 0x4b, 0x03, 0x04],
    [0x50, 0x4b, 0x05, 0x06],
  ],
};

const extensionOf = (fileName: string) => fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
const accepted = supportAttachmentExtensions.join(', ');

/** A file name people can read back: no path, no control character, at most 200 characters. */
function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  return base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(-200);
}

function contentMatches(extension: Extension, head: Buffer): boolean {
  const expected = signatures[extension];
  if (expected) return expected.some((bytes) => bytes.every((byte, i) => head[i] === byte));
  return !head.includes(0);
}

/**
 * Reads a case's or a reply's multipart form: its text fields, and up to SUPPORT_ATTACHMENTS_MAX files
 * streamed to file storage. Each file's name is checked before a byte is read (415), its size while it
 * streams (413), and its first bytes against its type once stored (415: a .png must be a PNG). Any
 * refusal removes what this request stored, so a refused form leaves nothing behind.
 */
export async function receiveAttachments(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<{ fields: Record<string, string>; files: StoredAttachment[] }> {
  if (!request.isMultipart())
    throw new HttpError('unsupported_media_type', 'Send the case as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: StoredAttachment[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const fileName = cleanFileName(part.filename ?? '');
      const extension = extensionOf(fileName) as Extension;
      if (files.length >= SUPPORT_ATTACHMENTS_MAX) {
        part.file.resume();
        throw new HttpError('bad_request', `Attach at most ${SUPPORT_ATTACHMENTS_MAX} files.`);
      }
      if (!fileName || !(extension in supportAttachmentTypes)) {
        part.file.resume();
        throw new HttpError(
          'unsupported_media_type',
          `${fileName || 'The file'}: this type is not accepted. Attach ${accepted} files.`,
        );
      }
      files.push(await store(part.file, fileName, extension, storage, files));
    }
  } catch (error) {
    await Promise.all(files.map((file) => storage.delete(file.storageKey)));
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError) throw error;
    if (status === 413)
      throw new HttpError(
        'payload_too_large',
        `Each attachment must be at most ${SUPPORT_ATTACHMENT_MAX_BYTES / MB} MB.`,
      );
    if (status && status >= 400 && status < 500) throw error;
    if (isStorageFull(error)) throw storageFullError();
    throw new HttpError('bad_request', 'The form is not a well-formed multipart/form-data body.');
  }
  const where = findControlCharacter(fields, 'fields');
  if (where) {
    await Promise.all(files.map((file) => storage.delete(file.storageKey)));
    throw new HttpError('bad_request', `${where} contains a control character, which is not allowed.`);
  }
  return { fields, files };
}

async function store(
  stream: NodeJS.ReadableStream,
  fileName: string,
  extension: Extension,
  storage: FileStorage,
  storedSoFar: StoredAttachment[],
): Promise<StoredAttachment> {
  const storageKey = `support/${randomUUID()}`;
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      size += chunk.length;
      if (size > SUPPORT_ATTACHMENT_MAX_BYTES)
        return callback(
          new HttpError(
            'payload_too_large',
            `${fileName} is larger than ${SUPPORT_ATTACHMENT_MAX_BYTES / MB} MB.`,
          ),
        );
      hash.update(chunk);
      if (headBytes < SNIFF_BYTES) {
        head.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
        headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
      }
      callback(null, chunk);
    },
  });
  // pipeline owns both streams' errors (storage.put reports the failure); the callback only keeps
  // an error from being unhandled.
  const checked = pipeline(stream, inspect, () => {});
  try {
    await storage.put(storageKey, checked);
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  const stored = {
    fileName,
    mediaType: supportAttachmentTypes[extension],
    size,
    sha256: hash.digest('hex'),
    storageKey,
  };
  if (size === 0 || !contentMatches(extension, Buffer.concat(head))) {
    await storage.delete(storageKey);
    await Promise.all(storedSoFar.map((file) => storage.delete(file.storageKey)));
    storedSoFar.length = 0;
    throw new HttpError(
      'unsupported_media_type',
      size === 0
        ? `${fileName} is empty.`
        : `${fileName} does not hold what its name says (.${extension}): attach the file itself.`,
    );
  }
  return stored;
}
