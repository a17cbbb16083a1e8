import { apiClientsOpenidSpecs, formatMessage } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import { acceptFormBodies } from '../../platform/formBody.ts';
import { authorizationServerMetadata } from './authorizationServerMetadata.ts';
import type { IdTokenSigner } from './idTokens.ts';
import type { UserinfoService } from './userinfo.service.ts';

/**
 * What a standard client reads of the API clients' server (docs/decisions/openid-connect-for-api-clients.md):
 * its metadata, at RFC 8414's path and OpenID Connect Discovery's (one document, read by either), the
 * keys that verify its ID tokens and the userinfo endpoint.
 */
export async function openidRoutes(
  fastify: FastifyInstance,
  opts: { idTokens: IdTokenSigner; userinfo: UserinfoService; publicUrl: string },
): Promise<void> {
  const route = endpointRoutes(fastify);
  // RFC 6750 2.2 lets the token come in a form body; userinfo reads only the header, but parses the form.
  acceptFormBodies(fastify, 4 * 1024);

  const metadata = authorizationServerMetadata(opts.publicUrl);
  // Public and the same for everyone: a client may cache them for a while.
  const cached = (reply: FastifyReply) => reply.header('Cache-Control', 'public, max-age=3600');
  route(apiClientsOpenidSpecs.getAuthorizationServerMetadata, async (_request, reply) => {
    cached(reply);
    return metadata;
  });
  route(apiClientsOpenidSpecs.getOpenidConfiguration, async (_request, reply) => {
    cached(reply);
    return metadata;
  });
  route(apiClientsOpenidSpecs.getApiClientsJwks, async (_request, reply) => {
    cached(reply);
    return opts.idTokens.jwks();
  });

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
  route(apiClientsOpenidSpecs.getUserinfo, answer);
  route(apiClientsOpenidSpecs.postUserinfo, answer);
}
