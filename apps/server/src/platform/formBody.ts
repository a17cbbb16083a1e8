import type { FastifyInstance } from 'fastify';

/**
 * Parses application/x-www-form-urlencoded bodies into a flat object, in the plugin that calls it only
 * (Fastify's encapsulation): HTML forms and OAuth endpoints (RFC 6749 4.1.3) send them, the JSON API not.
 */
export function acceptFormBodies(fastify: FastifyInstance, bodyLimit = 16 * 1024): void {
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
