import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers at least this large are compressed; below it the headers cost more than the bytes saved. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers of a compressible type (mime-db's list: JSON, HTML, CSV; not zips, archives or the
 * copilot's event stream) for a real link, brotli when the browser takes it, else gzip. The web app's files
 * carry `.br` and `.gz` twins written at build, which `registerWebApp` sends as they are, so what is
 * compressed here is what the server makes: JSON answers and the pages it fills in at start. A route whose
 * answer must flush as it is written (the log download) opts out with `compress: false`. Brotli at
 * quality 4 costs about gzip's CPU for most of brotli's gain
 * at these sizes; quality 11 (the build's, for files compressed once) would cost milliseconds per answer.
 * Request bodies are never decompressed: a compressed upload is a way to send a body many times the size
 * limit, and no client of the portal needs one.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
