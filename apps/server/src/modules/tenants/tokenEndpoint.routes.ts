import {
  asksForPortalToken,
  formatMessage,
  type PortalToken,
  type TenantTokenRequest,
  type TokenEndpointAnswer,
  tenantTokensSpecs,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import { acceptFormBodies } from '../../platform/formBody.ts';
import { OAuthError, oauthErrorHandler } from '../../platform/oauthError.ts';
import type { ApiClientsService } from '../apiClients/apiClients.service.ts';
import type { AuthorizationService } from '../apiClients/authorization.service.ts';
import type { PortalTokensService } from '../portalTokens/portalTokens.service.ts';
import { clientCredentialsOf } from './clientCredentials.ts';
import type { TenantTokensService } from './tenantTokens.service.ts';

/**
 * The token endpoint and revocation (identity v1 token; docs/product/tenants.md TENANTS-3): OAuth endpoints a
 * developer's own code calls with a client's credentials or the refresh token alone, from a single-page
 * application's origin too. Registered in the client CORS scope (apiClients/clientCors.ts), apart from the
 * tenants' other routes, which answer no CORS.
 */
export async function tokenEndpointRoutes(
  fastify: FastifyInstance,
  opts: {
    db: Db;
    service: TenantTokensService;
    clients: ApiClientsService;
    authorization: AuthorizationService;
    portalTokens: PortalTokensService;
  },
): Promise<void> {
  const { service } = opts;
  const route = endpointRoutes(fastify, { db: opts.db });
  acceptFormBodies(fastify, 4 * 1024);

  route(
    tenantTokensSpecs.issueToken,
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      const body = request.body;
      return reply.send(await tokenFor(body, clientCredentialsOf(request.headers.authorization, body)));
    },
    { errorHandler: oauthErrorHandler({ withGrantType: true }) },
  );

  /** The grant's token: each grant checks its own proof, and throws OAuthError when it fails. */
  async function tokenFor(
    body: TenantTokenRequest,
    credentials: ReturnType<typeof clientCredentialsOf>,
  ): Promise<TokenEndpointAnswer | PortalToken> {
    if (body.grant_type === 'authorization_code') {
      const grant = await opts.authorization.redeem({
        code: body.code!,
        redirectUri: body.redirect_uri,
        codeVerifier: body.code_verifier,
        clientId: body.client_id,
        credentials,
      });
      // With `openid` the answer carries an ID token as well (OIDC Core 3.1.3.3).
      return opts.authorization.withIdToken(grant, await service.issueForDelegate(grant));
    }
    // A user's refresh token rotates (tenant tokens, the portal's or a client's for a user); an
    // integration client's (pir_) does not, and needs the client's own credentials with it.
    const integration = body.grant_type === 'refresh_token' && body.refresh_token!.startsWith('pir_');
    if (body.grant_type === 'refresh_token' && !integration)
      return service.refresh(
        body.refresh_token!,
        (clientId) => opts.authorization.checkRefresh(clientId, credentials, body.client_id),
        body.scope,
      );
    if (!credentials) throw new OAuthError('invalid_client', formatMessage('oauth.clientUnauthenticated'));
    // Portal scopes get a portal token, for the portal's own API (docs/decisions/cli-portal-tokens.md).
    if (!integration && asksForPortalToken(body.scope))
      return opts.portalTokens.issue(
        await opts.clients.authenticatePortal(credentials.id, credentials.secret, body),
      );
    const grant = integration
      ? await opts.clients.redeemRefreshToken(credentials.id, credentials.secret, body.refresh_token!, body)
      : await opts.clients.authenticate(credentials.id, credentials.secret, body);
    return service.issueForClient(grant);
  }

  route(
    tenantTokensSpecs.revokeToken,
    async (request) => {
      const { token, client_id } = request.body;
      const mayRevoke = await opts.authorization.revocationCheck(
        clientCredentialsOf(request.headers.authorization, request.body),
        client_id,
      );
      if (
        !(await opts.portalTokens.revoke(token, mayRevoke)) &&
        !(await opts.clients.revokeIntegrationToken(token, mayRevoke))
      )
        await service.revoke(token, mayRevoke);
      return {};
    },
    { errorHandler: oauthErrorHandler({ withGrantType: false }) },
  );
}
