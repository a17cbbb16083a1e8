import {
  asksForPortalToken,
  consentRequiredSchema,
  formatMessage,
  oauthErrorSchema,
  type PortalToken,
  portalTokenSchema,
  type TenantTokenRequest,
  type TokenEndpointAnswer,
  tenantConfigSchema,
  tenantConnectRequestSchema,
  tenantConsentRequestSchema,
  tenantConsentSchema,
  tenantConsentsSchema,
  tenantTokenRequestSchema,
  tenantTokenRevokeSchema,
  tenantTokenSchema,
  tokenEndpointAnswerSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requirePermission, requireSession } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import { acceptFormBodies } from '../../platform/formBody.ts';
import { OAUTH_ERROR_STATUSES, OAuthError, oauthErrorHandler } from '../../platform/oauthError.ts';
import type { ApiClientsService } from '../apiClients/apiClients.service.ts';
import type { AuthorizationService } from '../apiClients/authorization.service.ts';
import type { PortalTokensService } from '../portalTokens/portalTokens.service.ts';
import { clientCredentialsOf } from './clientCredentials.ts';
import { ConsentRequired, type TenantTokensService } from './tenantTokens.service.ts';

const errors = errorResponses(400, 401, 403, 404);
/** The OAuth endpoints' refusals (RFC 6749 5.2), in their own body. */
const oauthErrors = Object.fromEntries(
  OAUTH_ERROR_STATUSES.map((status) => [status, oauthErrorSchema]),
) as Record<(typeof OAUTH_ERROR_STATUSES)[number], typeof oauthErrorSchema>;

/**
 * Tenant configuration, consents and tenant tokens (SPEC.md 7: identity v1 tenantConfig and token, v2
 * consents). Connecting needs a session and tenants.read in the tenant's company; the token endpoint and
 * revocation are OAuth endpoints a developer's own code calls with the refresh token alone.
 */
export async function tenantTokensRoutes(
  fastify: FastifyInstance,
  opts: {
    db: Db;
    service: TenantTokensService;
    clients: ApiClientsService;
    authorization: AuthorizationService;
    portalTokens: PortalTokensService;
  },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, service } = opts;
  acceptFormBodies(fastify, 4 * 1024);
  const tenantParams = z.object({ id: z.uuid() });
  // Tenants belong to the company the request acts on (x-organization-id); reading them is enough to call them.
  const caller = async (request: FastifyRequest) => {
    const org = await requirePermission(db, request, 'tenants.read');
    return { userId: requireSession(request).userId, organizationId: org.organizationId };
  };

  app.get(
    '/auth/v1/tenantConfig/:id',
    {
      schema: {
        tags: ['tenants'],
        summary: "A tenant's configuration: environment, data centre and the endpoints to call it",
        params: tenantParams,
        response: { 200: tenantConfigSchema, ...errors },
      },
    },
    async (request) => {
      const org = await caller(request);
      return service.config(org.organizationId, request.params.id);
    },
  );

  app.post(
    '/auth/v1/tenants/:id/connect',
    {
      schema: {
        tags: ['tenants'],
        summary: 'A tenant token for the signed-in user (409 with the scopes to consent to first)',
        params: tenantParams,
        body: tenantConnectRequestSchema,
        response: { 200: tenantTokenSchema, 409: consentRequiredSchema, ...errors },
      },
    },
    async (request, reply) => {
      const org = await caller(request);
      try {
        const token = await service.connect(
          org.userId,
          org.organizationId,
          request.params.id,
          request.body.scopes,
        );
        return reply.header('Cache-Control', 'no-store').send(token);
      } catch (error) {
        if (!(error instanceof ConsentRequired)) throw error;
        return reply.status(409).send({ error: 'conflict', message: error.message, scopes: error.scopes });
      }
    },
  );

  /**
   * The client authenticates with HTTP Basic, or with client_id and client_secret in the body, or (a
   * public client, or a user's refresh token) names itself with client_id alone: the body is OAuth's.
   */
  const clientAuthentication: Record<string, string[]>[] = [{ clientSecretBasic: [] }, {}];

  app.post(
    '/auth/v1/token',
    {
      schema: {
        tags: ['tenants'],
        summary:
          "The token endpoint: a refresh token for a new pair (RFC 6749 6), or an API client's credentials for its own token (RFC 6749 4.4)",
        body: tenantTokenRequestSchema,
        // Portal scopes get a portal token (docs/decisions/cli-portal-tokens.md).
        response: { 200: z.union([tokenEndpointAnswerSchema, portalTokenSchema]), ...oauthErrors },
        security: clientAuthentication,
      },
      errorHandler: oauthErrorHandler({ withGrantType: true }),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      const body = request.body;
      return reply.send(await tokenFor(body, clientCredentialsOf(request.headers.authorization, body)));
    },
  );

  /** The grant's token: each grant checks its own proof, and throws OAuthError when it fails. */
  async function tokenFor(
    body: TenantTokenRequest,
    credentials: ReturnType<typeof clientCredentialsOf>,
  ): Promise<TokenEndpointAnswer | PortalToken> {
    if (body.grant_type === 'authorization_code')
      return service.issueForDelegate(
        await opts.authorization.redeem({
          code: body.code!,
          redirectUri: body.redirect_uri,
          codeVerifier: body.code_verifier,
          clientId: body.client_id,
          credentials,
        }),
      );
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

  app.post(
    '/auth/v1/token/revoke',
    {
      schema: {
        tags: ['tenants'],
        summary:
          'Revokes a token and the tokens refreshed from it (RFC 7009): a client authenticates as for the token endpoint (a public one names itself with client_id) and revokes only its own tokens',
        body: tenantTokenRevokeSchema,
        response: { 200: z.object({}), ...oauthErrors },
        security: clientAuthentication,
      },
      errorHandler: oauthErrorHandler({ withGrantType: false }),
    },
    async (request) => {
      const { token, client_id } = request.body;
      const mayRevoke = await opts.authorization.revocationCheck(
        clientCredentialsOf(request.headers.authorization, request.body),
        client_id,
      );
      if (!(await opts.portalTokens.revoke(token, mayRevoke))) await service.revoke(token, mayRevoke);
      return {};
    },
  );

  app.get(
    '/auth/v2/consents',
    {
      schema: {
        tags: ['tenants'],
        summary: "The signed-in user's consents on the company's tenants",
        response: { 200: tenantConsentsSchema, ...errors },
      },
    },
    async (request) => {
      const org = await caller(request);
      return { data: await service.consents(org.userId, org.organizationId) };
    },
  );

  app.post(
    '/auth/v2/consents',
    {
      schema: {
        tags: ['tenants'],
        summary: 'Consents to the portal using a tenant for the signed-in user with these scopes',
        body: tenantConsentRequestSchema,
        response: { 201: tenantConsentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const org = await caller(request);
      const { tenantId, scopes } = request.body;
      return reply.status(201).send(await service.grant(org.userId, org.organizationId, tenantId, scopes));
    },
  );

  app.delete(
    '/auth/v2/consents/:id',
    {
      schema: {
        tags: ['tenants'],
        summary: 'Withdraws a consent; the tenant tokens issued under it stop working at once',
        params: tenantParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const org = await caller(request);
      await service.withdraw(org.userId, org.organizationId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
