import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/**
 * Whether a form post comes from one of the portal's own pages. Those pages send no referrer, so a
 * browser posts their forms with `Origin: null`; it also says where the request came from in
 * Sec-Fetch-Site, a header no page can set. A form carries no CSRF header: this is its check.
 */
export function postedFromOwnPage(request: FastifyRequest, origin: string): boolean {
  const from = request.headers.origin;
  if (from && from !== 'null') return from === origin;
  return request.headers['sec-fetch-site'] === 'same-origin';
}
