import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { OIDC_PREFIX } from './provider.ts';

/**
 * Mounts the provider's Koa app under /oidc (TOOLCHAIN.md): the provider reads its own bodies, so this
 * scope parses nothing; `originalUrl` keeps the full path so the discovery document advertises the right
 * endpoint URLs.
 *
 * The provider builds every URL it publishes from the request's host and scheme. Those come from
 * its issuer alone (PUBLIC_URL/oidc unless OIDC_ISSUER says otherwise): a Host or X-Forwarded-Host header
 * sent by anyone would otherwise be written into the discovery document and the redirects.
 */
export async function mountProvider(
  fastify: FastifyInstance,
  provider: Provider,
  issuer: string,
): Promise<void> {
  const callback = provider.callback();
  const origin = new URL(issuer);
  const scheme = origin.protocol.replace(/:$/, '');
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      // Headers set by hooks (security headers) would be lost with the hijack: hand them to the raw reply.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value as string | string[]);
      }
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.headers.host = origin.host;
      raw.headers['x-forwarded-proto'] = scheme;
      delete raw.headers['x-forwarded-host'];
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(OIDC_PREFIX.length) || '/';
      callback(raw, reply.raw);
    };
    scope.all(OIDC_PREFIX, { schema: { hide: true } }, forward);
    scope.all(`${OIDC_PREFIX}/*`, { schema: { hide: true } }, forward);
  });
}
