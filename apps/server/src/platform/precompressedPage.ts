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
 * varies on `Accept-Encoding` too (beside what an earlier hook or the caller named: CORS's `Origin`, the
 * prerendered pages' `Cookie`), and `@fastify/compress` leaves an answer whose `Content-Encoding` is set
 * as it is, so no visit compresses it.
 */
export function pageBody(request: FastifyRequest, reply: FastifyReply, page: PrecompressedPage): Buffer {
  if (!page.twins) return page.html;
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary === undefined ? 'Accept-Encoding' : `${String(vary)}, Accept-Encoding`);
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS]);
  if (!encoding) return page.html;
  reply.header('Content-Encoding', encoding);
  return page.twins[encoding];
}
