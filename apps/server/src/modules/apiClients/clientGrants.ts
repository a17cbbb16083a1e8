import {
  type ApiClientScope,
  isPortalScope,
  type PortalScope,
  portalScopesFor,
  type TenantTokenScope,
  tenantTokenScopeSchema,
} from '@portal/contracts';
import { sha256 } from '../../platform/auth/tokens.ts';
import { OAuthError } from '../../platform/oauthError.ts';
import type { ApiClientsRepository } from './apiClients.repository.ts';
import { REFRESH_PREFIX, SECRET_PREFIX } from './clientSecrets.ts';

/** What a client credentials grant was given: the token's tenant, scopes and subject. */
export type ClientGrant = {
  clientId: string;
  secretId: string;
  organizationId: string;
  tenantId: string;
  tenant: string;
  scopes: TenantTokenScope[];
  /** The integration refresh token redeemed, whose revocation ends the access token too. */
  familyId?: string;
};

/** What a portal token request was given: the token acts as `ownerId` in the client's company. */
export type PortalGrant = {
  clientId: string;
  organizationId: string;
  ownerId: string;
  scopes: PortalScope[];
};

/**
 * The tenant scopes a token asks for (space-separated), all of them within what the client was given;
 * its portal scopes are for portal tokens only (portalTokens.service.ts), never a tenant token's.
 */
export function grantedScopes(given: ApiClientScope[], asked: string | undefined): TenantTokenScope[] {
  const scopes: TenantTokenScope[] = [];
  for (const scope of new Set(asked?.split(' ').filter(Boolean) ?? given.filter((s) => !isPortalScope(s)))) {
    if (isPortalScope(scope))
      throw new OAuthError('invalid_scope', `${scope} is a portal scope: a tenant token cannot have it.`);
    const known = tenantTokenScopeSchema.safeParse(scope);
    if (!known.success || !given.includes(known.data))
      throw new OAuthError('invalid_scope', `The client was not given the scope ${scope}.`);
    scopes.push(known.data);
  }
  if (scopes.length === 0)
    throw new OAuthError(
      'invalid_scope',
      asked === undefined && given.length > 0
        ? 'This client has portal scopes only: ask for a portal token with scope=portal.'
        : 'Ask for at least one scope.',
    );
  return scopes.sort();
}

const grantOf = (
  client: { clientId: string; secretId: string; organizationId: string },
  scopes: TenantTokenScope[],
) => ({
  clientId: client.clientId,
  secretId: client.secretId,
  organizationId: client.organizationId,
  scopes,
});

/**
 * What a client's secret buys (RFC 6749 4.4 and 6, RFC 7009): the token requests of the client
 * credentials and refresh token grants, apart from the management of clients (apiClients.service.ts).
 */
export function clientGrants(deps: { repo: ApiClientsRepository; now: () => Date }) {
  const { repo, now } = deps;

  /** The client of a live secret, or invalid_client; a disabled client gets nothing. */
  const authenticated = async (clientId: string, secret: string, at: Date) => {
    const client = secret.startsWith(SECRET_PREFIX) ? await repo.bySecret(sha256(secret), at) : null;
    if (!client || client.clientId !== clientId)
      throw new OAuthError(
        'invalid_client',
        'Client authentication failed: unknown client, or a wrong or expired secret.',
      );
    if (client.disabled) throw new OAuthError('invalid_client', 'This client is disabled.');
    return client;
  };

  /**
   * A tenant of another company that connected this client (a third-party integration): at most the
   * scopes that connection gave which the client still has (docs/decisions/third-party-integrations.md).
   */
  const connectedGrant = async (
    client: Awaited<ReturnType<typeof authenticated>>,
    tenantName: string,
    asked: string | undefined,
    at: Date,
  ): Promise<ClientGrant> => {
    const reach = await repo.connectedTenants(client.clientId, tenantName);
    // Tenant names are unique within a company only: two connecting companies' namesakes are refused.
    const [connected, ...others] = reach;
    if (!connected || others.length > 0)
      throw new OAuthError(
        'invalid_target',
        connected
          ? `Several companies connected this client to a tenant named ${tenantName}.`
          : `This client may not reach the tenant ${tenantName}.`,
      );
    const given = client.scopes.filter((scope) => (connected.scopes as string[]).includes(scope));
    const scopes = grantedScopes(given, asked);
    await repo.recordUse(client.clientId, client.secretId, scopes, at);
    return {
      ...grantOf(client, scopes),
      organizationId: connected.organizationId,
      tenantId: connected.tenantId,
      tenant: connected.tenant,
    };
  };

  return {
    /** A live secret of the client checked (the code grant of a confidential client), or invalid_client. */
    checkSecret: (clientId: string, secret: string) => authenticated(clientId, secret, now()),

    /**
     * The client credentials grant (RFC 6749 4.4): the client proves itself with a live secret, names
     * one of its tenants (its only one by default) and asks for scopes it was given (all by default).
     */
    async authenticate(
      clientId: string,
      secret: string,
      request: { scope?: string; tenant?: string },
    ): Promise<ClientGrant> {
      const at = now();
      const client = await authenticated(clientId, secret, at);
      if (!client.grantTypes.includes('client_credentials'))
        throw new OAuthError('unauthorized_client', 'This client may not use the client credentials grant.');
      const tenant = request.tenant
        ? client.tenants.find((candidate) => candidate.name === request.tenant)
        : client.tenants.length === 1
          ? client.tenants[0]
          : undefined;
      if (!tenant && request.tenant) return connectedGrant(client, request.tenant, request.scope, at);
      const scopes = grantedScopes(client.scopes, request.scope);
      if (!tenant)
        throw new OAuthError('invalid_target', 'This client reaches several tenants: name one with tenant.');
      await repo.recordUse(client.clientId, client.secretId, scopes, at);
      return { ...grantOf(client, scopes), tenantId: tenant.id, tenant: tenant.name };
    },

    /**
     * The client credentials grant for a portal token (docs/decisions/cli-portal-tokens.md): no tenant,
     * portal scopes only, and an owner who is still a member, since the token acts as that owner.
     */
    async authenticatePortal(
      clientId: string,
      secret: string,
      request: { scope?: string; tenant?: string },
    ): Promise<PortalGrant> {
      const at = now();
      const client = await authenticated(clientId, secret, at);
      if (!client.grantTypes.includes('client_credentials'))
        throw new OAuthError('unauthorized_client', 'This client may not use the client credentials grant.');
      if (request.tenant)
        throw new OAuthError(
          'invalid_target',
          "A portal token acts on the client's company, not on a tenant: leave tenant out.",
        );
      const granted = portalScopesFor(client.scopes, request.scope ?? '');
      if ('problem' in granted) throw new OAuthError('invalid_scope', granted.problem);
      if (!client.ownerId)
        throw new OAuthError(
          'unauthorized_client',
          'This client has no owner: a portal token acts as its owner, so an admin must assign one first.',
        );
      if (!(await repo.isMember(client.organizationId, client.ownerId)))
        throw new OAuthError(
          'unauthorized_client',
          "The client's owner is no longer a member of its company: an admin must assign another owner.",
        );
      await repo.recordUse(client.clientId, client.secretId, granted.scopes, at);
      return {
        clientId: client.clientId,
        organizationId: client.organizationId,
        ownerId: client.ownerId,
        scopes: granted.scopes,
      };
    },

    /**
     * An integration client's refresh token for an access token (RFC 6749 6): the client authenticates
     * too, and the refresh token stays as it is (it lives in the integration's configuration).
     */
    async redeemRefreshToken(
      clientId: string,
      secret: string,
      refreshToken: string,
      request: { scope?: string },
    ): Promise<ClientGrant> {
      const at = now();
      const client = await authenticated(clientId, secret, at);
      // A client that is no longer an integration client, or lost the refresh grant, redeems nothing.
      if (!client.integration || !client.grantTypes.includes('refresh_token'))
        throw new OAuthError('unauthorized_client', 'This client may not use integration refresh tokens.');
      const token = refreshToken.startsWith(REFRESH_PREFIX)
        ? await repo.byRefreshToken(sha256(refreshToken), at)
        : null;
      if (!token || token.clientId !== client.clientId)
        throw new OAuthError('invalid_grant', 'The refresh token is not valid, has expired or was revoked.');
      const scopes = grantedScopes(client.scopes, request.scope);
      // The tenant must still be one the client reaches: taking a tenant away ends its refresh tokens.
      if (!client.tenants.some((tenant) => tenant.id === token.tenantId))
        throw new OAuthError('invalid_grant', "The client no longer reaches this refresh token's tenant.");
      await repo.touchRefreshToken(token.tokenId, at);
      await repo.recordUse(client.clientId, client.secretId, scopes, at);
      return {
        ...grantOf(client, scopes),
        tenantId: token.tenantId,
        tenant: token.tenant,
        familyId: token.tokenId,
      };
    },

    /**
     * Revocation (RFC 7009) of an integration refresh token: only its own client revokes it (`mayRevoke`,
     * the check of the other tokens), and an unknown, expired or revoked one is nothing to do. False when
     * the token is not an integration refresh token at all, for the revocation to look elsewhere.
     */
    async revokeIntegrationToken(
      token: string,
      mayRevoke: (holderClientId: string | null) => Promise<boolean>,
    ): Promise<boolean> {
      if (!token.startsWith(REFRESH_PREFIX)) return false;
      const at = now();
      const row = await repo.byRefreshToken(sha256(token), at);
      if (row && (await mayRevoke(row.clientId)))
        await repo.revokeRefreshToken(row.clientId, row.tokenId, at);
      return true;
    },
  };
}
