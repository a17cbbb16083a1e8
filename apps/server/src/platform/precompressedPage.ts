import fs from 'node:fs';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** brotli before gzip, as `registerCompression` and `@fastify/static` choose. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * A page the server sends as the build wrote it, held in memory with the brotli and gzip twins written
 * beside it (both or neither: without them it is compressed per answer, as any answer the server makes).
 */
export type PrecompressedPage = { html: Buffer; twins: Record<Encoding, Buffer> | null };

function readIfPresent(file: string): Buffer | null {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function readPrecompressedPage(file: string): PrecompressedPage {
  const br = readIfPresent(`${file}.br`);
  const gzip = readIfPresent(`${file}.gz`);
  return { html: fs.readFileSync(file), twins: br && gzip ? { br, gzip } : null };
}

/**
 * The page's bytes in the best encoding the request accepts, its headers set: with twins the answer
 * varies on `Accept-Encoding` (beside `vary`, the other request headers it depends on), and
 * `@fastify/compress` leaves an answer whose `Content-Encoding` is set as it is, so no visit compresses it.
 */
export function pageBody(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PrecompressedPage,
  vary: string[],
): Buffer {
  const encoding = page.twins && negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS]);
  const varies = page.twins ? [...vary, 'Accept-Encoding'] : vary;
  if (varies.length > 0) reply.header('Vary', varies.join(', '));
  if (!encoding || !page.twins) return page.html;
  reply.header('Content-Encoding', encoding);
  return page.twins[encoding];
}
