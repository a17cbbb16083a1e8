import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { formatMessage, uploadTooLargeIssue } from '@portal/contracts';
import { UploadError } from '../zip/zipError.ts';

export function uploadTooLargeError(maxBytes: number): UploadError {
  const issue = uploadTooLargeIssue(maxBytes);
  return new UploadError('upload_too_large', formatMessage(issue.key, issue.params));
}

/** Fails the stream with a 413 as soon as one byte more than `maxBytes` arrives. */
function byteLimit(maxBytes: number, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      counted.bytes += chunk.length;
      if (counted.bytes > maxBytes) return callback(uploadTooLargeError(maxBytes));
      callback(null, chunk);
    },
  });
}

/**
 * Streams an upload to `filePath` through a temporary file beside it, and renames it into place only when
 * the whole stream fits in `maxBytes`. Past the limit the stream is stopped at once (docs/architecture.md,
 * "Sessions and security": checked while streaming, not after buffering) and the partial file is deleted, as
 * on any other failure.
 */
export async function streamToFileWithLimit(
  stream: NodeJS.ReadableStream,
  filePath: string,
  maxBytes: number,
): Promise<{ bytes: number }> {
  const temp = path.join(
    path.dirname(filePath),
    `.${path.basename(filePath)}.${randomBytes(6).toString('hex')}.part`,
  );
  const counted = { bytes: 0 };
  try {
    await pipeline(
      stream,
      byteLimit(maxBytes, counted),
      createWriteStream(temp, { flags: 'wx', mode: 0o600 }),
    );
    await rename(temp, filePath);
    return { bytes: counted.bytes };
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
