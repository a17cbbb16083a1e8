import {
  apiClientsJwksPath,
  bearerErrorSchema,
  formatMessage,
  jwksSchema,
  userinfoPath,
  userinfoSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptFormBodies } from '../../platform/formBody.ts';
import type { IdTokenSigner } from './idTokens.ts';
import type { UserinfoService } from './userinfo.service.ts';

/**
 * The OpenID Connect parts of the API clients' server (docs/decisions/openid-connect-for-api-clients.md):
 * the keys that verify its ID tokens and the userinfo endpoint. Discovery is served with the RFC 8414
 * document (authorization.routes.ts).
 */
export async function openidRoutes(
  fastify: FastifyInstance,
  opts: { idTokens: IdTokenSigner; userinfo: UserinfoService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // RFC 6750 2.2 lets the token come in a form body; userinfo reads only the header, but parses the form.
  acceptFormBodies(fastify, 4 * 1024);

  app.get(
    apiClientsJwksPath,
    {
      schema: {
        tags: ['api-clients'],
        summary: "The public keys that verify the API clients' ID tokens (RFC 7517)",
        response: { 200: jwksSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return opts.idTokens.jwks();
    },
  );

  /**
   * RFC 6750 3.1: the refusal in WWW-Authenticate, which standard clients read, and in the body. A request
   * with no credential at all gets the bare challenge (no error code, as 3.1 asks).
   */
  const refuse = (reply: FastifyReply, error: 'invalid_token' | 'invalid_request', message: string) => {
    const bare = error === 'invalid_request' && reply.request.headers.authorization === undefined;
    return reply
      .status(bare || error === 'invalid_token' ? 401 : 400)
      .header('Cache-Control', 'no-store')
      .header('WWW-Authenticate', bare ? 'Bearer' : `Bearer error="${error}", error_description="${message}"`)
      .send({ error, error_description: message, message });
  };

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const match = /^Bearer ([\x21-\x7e]{1,200})$/i.exec((request.headers.authorization ?? '').trim());
    if (!match) return refuse(reply, 'invalid_request', formatMessage('oidc.tokenMissing'));
    const claims = await opts.userinfo.claimsFor(match[1]!);
    if (!claims) return refuse(reply, 'invalid_token', formatMessage('oidc.tokenInvalid'));
    return reply.header('Cache-Control', 'no-store').send(claims);
  };

  const schema = {
    tags: ['api-clients'],
    summary:
      "The signed-in user's claims for an access token granted with openid (OIDC Core 5.3): sub, and name or e-mail as profile and email allow",
    security: [{ tenantToken: [] }],
    response: { 200: userinfoSchema, 400: bearerErrorSchema, 401: bearerErrorSchema },
  };
  app.get(userinfoPath, { schema }, answer);
  app.post(userinfoPath, { schema }, answer);
}
