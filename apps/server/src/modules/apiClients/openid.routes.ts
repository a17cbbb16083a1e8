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
import { errorResponses } from '../../platform/errorResponses.ts';
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
        operationId: 'getApiClientsJwks',
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
   * RFC 6750 3.1: a refusal in WWW-Authenticate, which standard clients read, and in the body. A request
   * with no credential gets the bare challenge (3.1: no error code); any other token is invalid_token.
   */
  const refuse = (reply: FastifyReply, sent: boolean) => {
    const error = sent ? 'invalid_token' : 'invalid_request';
    const message = formatMessage(sent ? 'oidc.tokenInvalid' : 'oidc.tokenMissing');
    return reply
      .status(401)
      .header('Cache-Control', 'no-store')
      .header('WWW-Authenticate', sent ? `Bearer error="${error}", error_description="${message}"` : 'Bearer')
      .send({ error, error_description: message, message });
  };

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const { authorization } = request.headers;
    const match = /^Bearer ([\x21-\x7e]{1,200})$/i.exec((authorization ?? '').trim());
    const claims = match ? await opts.userinfo.claimsFor(match[1]!) : null;
    if (!claims) return refuse(reply, authorization !== undefined);
    return reply.header('Cache-Control', 'no-store').send(claims);
  };

  const schema = {
    tags: ['api-clients'],
    summary:
      "The signed-in user's claims for an access token granted with openid (OIDC Core 5.3): sub, and name or e-mail as profile and email allow",
    security: [{ tenantToken: [] }],
    response: { 200: userinfoSchema, 401: bearerErrorSchema, ...errorResponses(400) },
  };
  app.get(userinfoPath, { schema: { ...schema, operationId: 'getUserinfo' } }, answer);
  app.post(userinfoPath, { schema: { ...schema, operationId: 'postUserinfo' } }, answer);
}
