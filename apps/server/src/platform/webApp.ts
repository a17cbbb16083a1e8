import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiPath } from './errorHandler.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

function notFoundJson(reply: FastifyReply, method: string, url: string) {
  return reply
    .status(404)
    .type('application/json')
    .send({ error: 'not_found', message: `No API route for ${method} ${url.split('?')[0]}` });
}

/**
 * Serves the built web app: hashed assets immutable, everything else revalidated, and every
 * unknown non-API GET answered with index.html so the client router can show the page (or Not Found).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const isHashed = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
        res.header('Cache-Control', isHashed ? IMMUTABLE : NO_CACHE);
      },
    });
  }
  const indexHtml = hasBuild ? fs.readFileSync(indexPath) : null;

  app.setNotFoundHandler((request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(request.url)) {
      return notFoundJson(reply, request.method, request.url);
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (or `npm start`, which builds it).');
    }
    return reply
      .status(200)
      .header('Cache-Control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
