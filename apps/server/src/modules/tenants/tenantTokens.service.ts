import { randomUUID } from 'node:crypto';
import {
  formatMessage,
  isOpenidScope,
  type OpenidScope,
  type TenantConfig,
  type TenantConsent,
  type TenantToken,
  type TenantTokenScope,
  type TokenEndpointAnswer,
  tenantRefreshLifetimeSeconds,
  tenantTokenLifetimeSeconds,
  tenantTokenScopes,
} from '@portal/contracts';
import { randomToken, sha256 } from '../../platform/auth/tokens.ts';
import { HttpError } from '../../platform/httpError.ts';
import { OAuthError } from '../../platform/oauthError.ts';
import type { ClientGrant } from '../apiClients/apiClients.service.ts';
import type { DelegatedGrant } from '../apiClients/authorization.service.ts';
import type { NewToken, TenantTokensRepository, TokenRow } from './tenantTokens.repository.ts';

/** What a valid tenant token stands for: the sandbox checks its tenant and scopes on every call. */
export type TenantTokenClaims = {
  tenant: string;
  tenantId: string;
  organizationId: string;
  /** The user the token acts for, or `client:{id}` for an API client's own token. */
  subject: string;
  /** The API client whose token it is (client credentials), or null for a user's. */
  clientId: string | null;
  scopes: TenantTokenScope[];
  expiresAt: Date;
};

/** A connect the user has not consented to yet: the scopes to ask for. */
export class ConsentRequired extends Error {
  readonly scopes: TenantTokenScope[];
  constructor(scopes: TenantTokenScope[]) {
    super('Allow the portal to use this tenant for you first.');
    this.scopes = scopes;
    this.name = 'ConsentRequired';
  }
}

// Prefixes tell a reader of a log or a secret scanner what a string is, never what it grants.
const ACCESS_PREFIX = 'ptt_';
const REFRESH_PREFIX = 'ptr_';

const tenantNotFound = () => new HttpError('not_found', 'Tenant not found.');
// RFC 6749 5.2: invalid_grant is what a client reads as "sign in again".
const badRefresh = () => new OAuthError('invalid_grant', formatMessage('oauth.refreshInvalid'));

/**
 * The scopes of a refreshed access token (RFC 6749 6): those asked for, each among what the refresh
 * token was granted, or all of them when none are named. OpenID Connect scopes may be named if they
 * were granted; they stay with the token whatever is asked (userinfo is the identity the user allowed).
 */
function refreshedScopes(
  granted: TenantTokenScope[],
  openid: OpenidScope[],
  asked: string | undefined,
): TenantTokenScope[] {
  const all = [...new Set(asked?.split(' ').filter(Boolean) ?? [])];
  const notGranted = all.find((name) => isOpenidScope(name) && !openid.includes(name));
  if (notGranted)
    throw new OAuthError('invalid_scope', formatMessage('oauth.scopeWider', { scope: notGranted }));
  const names = all.filter((name) => !isOpenidScope(name));
  if (names.length === 0) return granted;
  const wider = names.find((name) => !(granted as string[]).includes(name));
  if (wider) throw new OAuthError('invalid_scope', formatMessage('oauth.scopeWider', { scope: wider }));
  return (names as TenantTokenScope[]).sort();
}

/**
 * Tenant tokens (docs/product/tenants.md TENANTS-3): OAuth 2.0 bearer tokens for one tenant and one user,
 * with scopes per sandbox service, an expiry, rotating refresh tokens and revocation. Tokens are opaque
 * random strings, stored hashed, so that a revocation takes effect on the next call (a signed token would
 * live until it expired).
 */
export function tenantTokensService(
  repo: TenantTokensRepository,
  options: { publicUrl: string; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());

  const mint = (
    row: Omit<NewToken, 'accessHash' | 'refreshHash' | 'expiresAt' | 'refreshExpiresAt'>,
    at: Date,
  ) => {
    const access = ACCESS_PREFIX + randomToken();
    const refresh = REFRESH_PREFIX + randomToken();
    const token: NewToken = {
      ...row,
      accessHash: sha256(access),
      refreshHash: sha256(refresh),
      expiresAt: new Date(at.getTime() + tenantTokenLifetimeSeconds * 1000),
      refreshExpiresAt: new Date(at.getTime() + tenantRefreshLifetimeSeconds * 1000),
    };
    return { token, access, refresh };
  };

  const answer = (minted: ReturnType<typeof mint>, tenant: string): TenantToken => ({
    access_token: minted.access,
    token_type: 'Bearer',
    expires_in: tenantTokenLifetimeSeconds,
    expires_at: minted.token.expiresAt.toISOString(),
    refresh_token: minted.refresh,
    scope: [...(minted.token.openidScopes ?? []), ...minted.token.scopes].sort().join(' '),
    tenant,
    tenantId: minted.token.tenantId,
  });

  /** A token an API client holds, for itself or a user; without a refresh token it ends with the access. */
  const issueHeld = async (
    grant: Pick<
      DelegatedGrant,
      'familyId' | 'clientId' | 'tenantId' | 'tenant' | 'scopes' | 'withRefresh'
    > & {
      userId: string | null;
      openidScopes?: OpenidScope[] | undefined;
    },
  ): Promise<TokenEndpointAnswer> => {
    const minted = mint(
      {
        familyId: grant.familyId,
        tenantId: grant.tenantId,
        userId: grant.userId,
        scopes: grant.scopes,
        openidScopes: grant.openidScopes ?? null,
      },
      now(),
    );
    if (grant.withRefresh) {
      await repo.insert({ ...minted.token, clientId: grant.clientId });
      return answer(minted, grant.tenant);
    }
    await repo.insert({
      ...minted.token,
      clientId: grant.clientId,
      refreshHash: null,
      refreshExpiresAt: minted.token.expiresAt,
    });
    const { refresh_token: _none, ...answered } = answer(minted, grant.tenant);
    return answered;
  };

  const live = (row: TokenRow | null, at: Date, expiry: 'expiresAt' | 'refreshExpiresAt') =>
    row && !row.revokedAt && row[expiry].getTime() > at.getTime() ? row : null;

  return {
    /** The tenant's configuration: where to call it, shown to copy on the tenants page. */
    async config(organizationId: string, tenantId: string): Promise<TenantConfig> {
      const tenant = await repo.tenantOf(organizationId, tenantId);
      if (!tenant) throw tenantNotFound();
      const base = options.publicUrl;
      const sandbox = `${base}/sandbox/${tenant.name}`;
      return {
        id: tenant.id,
        name: tenant.name,
        environment: tenant.environment,
        region: tenant.region,
        dataCenter: tenant.dataCenter,
        endpoints: {
          rest: `${sandbox}/api`,
          soap: `${sandbox}/soap`,
          graphql: `${sandbox}/graphql`,
          graphqlSchema: `${sandbox}/graphql/schema.graphql`,
          token: `${base}/auth/v1/token`,
        },
      };
    },

    /** The scopes a connect asking for `scopes` (all by default) still needs the user's consent to. */
    async missingConsent(
      userId: string,
      organizationId: string,
      tenantId: string,
      scopes: readonly TenantTokenScope[] = tenantTokenScopes,
    ): Promise<TenantTokenScope[]> {
      const tenant = await repo.tenantOf(organizationId, tenantId);
      if (!tenant) throw tenantNotFound();
      const consented = new Set(await repo.consentFor(userId, tenantId));
      return scopes.filter((scope) => !consented.has(scope));
    },

    /**
     * "Connect to tenant": a token for the signed-in user, with the scopes asked for (all by default),
     * once the user has consented to each of them on this tenant (ConsentRequired otherwise).
     */
    async connect(
      userId: string,
      organizationId: string,
      tenantId: string,
      scopes: TenantTokenScope[] = [...tenantTokenScopes],
    ): Promise<TenantToken> {
      const tenant = await repo.tenantOf(organizationId, tenantId);
      if (!tenant) throw tenantNotFound();
      const consented = new Set(await repo.consentFor(userId, tenantId));
      const missing = scopes.filter((scope) => !consented.has(scope));
      if (missing.length > 0) throw new ConsentRequired(missing);
      const minted = mint({ familyId: randomUUID(), tenantId, userId, scopes }, now());
      await repo.insert(minted.token);
      return answer(minted, tenant.name);
    },

    /**
     * An API client's own token (client credentials, RFC 6749 4.4), for the tenant and scopes its
     * credentials were checked for. No refresh token: the client asks again with its secret.
     */
    async issueForClient(grant: ClientGrant): Promise<TokenEndpointAnswer> {
      return issueHeld({
        userId: null,
        withRefresh: false,
        ...grant,
        familyId: grant.familyId ?? randomUUID(),
      });
    },

    /**
     * A user's token through an API client (a redeemed authorization code): the user is the subject,
     * the client holds it; a refresh token when the client has the refresh grant.
     */
    issueForDelegate: (grant: DelegatedGrant): Promise<TokenEndpointAnswer> =>
      issueHeld({ ...grant, openidScopes: grant.openid?.scopes }),

    /**
     * A new pair for a refresh token; the old pair stops working. A refresh token presented again after
     * it was used revokes its whole family: either the client or a thief holds a copy. A token an API
     * client holds for a user is refreshed only after `checkClient` accepts the caller as that client.
     */
    async refresh(
      refreshToken: string,
      checkClient: (clientId: string) => Promise<void> = async () => {},
      scope?: string,
    ): Promise<TenantToken> {
      const at = now();
      const row = await repo.byRefreshHash(sha256(refreshToken));
      if (!row) throw badRefresh();
      if (row.clientId) await checkClient(row.clientId);
      if (row.revokedAt) {
        await repo.revokeFamily(row.familyId, at);
        throw badRefresh();
      }
      if (!live(row, at, 'refreshExpiresAt')) throw badRefresh();
      const granted = row.grantedScopes ?? row.scopes;
      const scopes = refreshedScopes(granted, row.openidScopes ?? [], scope);
      const minted = mint(
        {
          familyId: row.familyId,
          tenantId: row.tenantId,
          userId: row.userId,
          clientId: row.clientId,
          scopes,
          openidScopes: row.openidScopes,
          // The new refresh token's scope is the one presented (RFC 6749 6), whatever the access token's.
          grantedScopes: scopes.length < granted.length ? granted : null,
        },
        at,
      );
      if (!(await repo.rotate(row.id, minted.token, at))) {
        await repo.revokeFamily(row.familyId, at);
        throw badRefresh();
      }
      return answer(minted, row.tenant);
    },

    /**
     * A token for one http step of an orchestration run (modules/orchestrations): the run's launcher on
     * the tenant the app is deployed to, every scope, no refresh; the engine revokes it when the step
     * ends. The launcher chose to run the app there, and the app was deployed there by someone allowed to.
     */
    async issueForRun(grant: { tenantId: string; userId: string }): Promise<string> {
      const minted = mint(
        {
          familyId: randomUUID(),
          tenantId: grant.tenantId,
          userId: grant.userId,
          scopes: [...tenantTokenScopes],
        },
        now(),
      );
      await repo.insert({ ...minted.token, refreshHash: null, refreshExpiresAt: minted.token.expiresAt });
      return minted.access;
    },

    /**
     * RFC 7009: revokes the token's family when `mayRevoke` accepts the caller for the token's holder (the
     * API client it was issued to, or null for the portal's own); an unknown token is not an error
     * (nothing to reveal). The server's own callers revoke what they issued.
     */
    async revoke(
      token: string,
      mayRevoke: (holderClientId: string | null) => Promise<boolean> = async () => true,
    ): Promise<void> {
      const hash = sha256(token);
      const row = (await repo.byAccessHash(hash)) ?? (await repo.byRefreshHash(hash));
      if (row && (await mayRevoke(row.clientId))) await repo.revokeFamily(row.familyId, now());
    },

    /** The claims of a live access token, or null: unknown, revoked and expired tokens are all absent. */
    async verify(token: string): Promise<TenantTokenClaims | null> {
      if (!token.startsWith(ACCESS_PREFIX) || token.length > 200) return null;
      const row = live(await repo.byAccessHash(sha256(token)), now(), 'expiresAt');
      if (!row || row.clientDisabled) return null;
      return {
        tenant: row.tenant,
        tenantId: row.tenantId,
        organizationId: row.organizationId,
        subject: row.userId ?? `client:${row.clientId}`,
        clientId: row.clientId,
        scopes: row.scopes,
        expiresAt: row.expiresAt,
      };
    },

    consents: (userId: string, organizationId: string): Promise<TenantConsent[]> =>
      repo.consents(userId, organizationId),

    async grant(
      userId: string,
      organizationId: string,
      tenantId: string,
      scopes: TenantTokenScope[],
    ): Promise<TenantConsent> {
      if (!(await repo.tenantOf(organizationId, tenantId))) throw tenantNotFound();
      return repo.grant(userId, tenantId, scopes);
    },

    async withdraw(userId: string, organizationId: string, consentId: string): Promise<void> {
      if (!(await repo.withdraw(userId, organizationId, consentId, now())))
        throw new HttpError('not_found', 'Consent not found.');
    },

    /** Deletes tokens whose refresh token has expired (the sweep job). */
    sweep: () => repo.sweep(now()),
  };
}

export type TenantTokensService = ReturnType<typeof tenantTokensService>;
