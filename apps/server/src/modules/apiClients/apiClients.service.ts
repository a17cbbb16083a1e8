import {
  type ApiClient,
  type ApiClientCreate,
  type ApiClientList,
  type ApiClientOwnerCandidates,
  type ApiClientScope,
  type ApiClientUpdate,
  type ApiClientWithSecret,
  apiClientCreateSchema,
  apiClientRulesSchema,
  apiClientUpdateSchema,
  formatMessage,
  type IntegrationRefreshToken,
  type IntegrationRefreshTokenCreated,
  isPortalScope,
  ownerWithinReach,
  type PortalScope,
  portalScopePermissions,
  portalScopesFor,
  portalScopesHeldBy,
  type TenantTokenScope,
  tenantTokenScopeSchema,
} from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import { randomToken, sha256 } from '../../platform/auth/tokens.ts';
import { HttpError } from '../../platform/httpError.ts';
import { OAuthError } from '../../platform/oauthError.ts';
import type { ApiClientsRepository, ClientRow, NewSecret, RefreshTokenRow } from './apiClients.repository.ts';
import { toApiClient } from './clientHealth.ts';

// A prefix tells a secret scanner what a leaked string is (and lets it be found in a log before harm).
const SECRET_PREFIX = 'pcs_';
const REFRESH_PREFIX = 'pir_';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Who changes a client: the audit needs the user and the company. */
export type ClientActor = { userId: string; organizationId: string; mayManageSystem: boolean };

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

const notFound = () => new HttpError('not_found', 'API client not found.');

function newSecret(): { plain: string; row: NewSecret } {
  const plain = SECRET_PREFIX + randomToken();
  return { plain, row: { hash: sha256(plain), hint: plain.slice(-4) } };
}

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

const toRefreshToken = (row: RefreshTokenRow): IntegrationRefreshToken => ({
  id: row.id,
  tenant: row.tenant,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

function invalid(error: { issues: { message: string }[] }): never {
  throw new HttpError('bad_request', error.issues.map((issue) => issue.message).join(' '));
}

/** The fields an audit entry compares: what an admin reads in "field: before -> after". */
const audited = (
  client: Pick<
    ClientRow,
    'name' | 'grantTypes' | 'scopes' | 'redirectUris' | 'ownerId' | 'integration' | 'refreshTokenDays'
  >,
) => ({
  name: client.name,
  grantTypes: client.grantTypes.join(' '),
  scopes: client.scopes.join(' '),
  redirectUris: client.redirectUris.join(' '),
  owner: client.ownerId ?? '',
  integration: client.integration
    ? client.refreshTokenDays
      ? `yes, refresh tokens live ${client.refreshTokenDays} days`
      : 'yes, refresh tokens never expire'
    : 'no',
});

/**
 * API clients (issue 14 items 1, 3, 4): a company's applications, their secrets and their health. The
 * rules live here, not in the routes, so the seed and the API keep the same ones.
 */
export function apiClientsService(deps: {
  repo: ApiClientsRepository;
  audit: AuditLog;
  /** A member's permissions in a company (the role table's, as a cookie session gets them), or null. */
  permissionsOf: (userId: string, organizationId: string) => Promise<readonly string[] | null>;
  now?: () => Date;
}) {
  const { repo, audit, permissionsOf } = deps;
  const now = deps.now ?? (() => new Date());

  const load = async (organizationId: string, id: string): Promise<ClientRow> => {
    const row = await repo.get(organizationId, id);
    if (!row) throw notFound();
    return row;
  };

  /** The owner is a member of the company, the tenants are its own, the name is its only one. */
  const checkReferences = async (
    organizationId: string,
    fields: { name: string; ownerId: string | null; tenantIds: string[] },
    exceptId?: string,
  ) => {
    if (await repo.nameTaken(organizationId, fields.name, exceptId))
      throw new HttpError('conflict', 'An API client with this name already exists in the company.');
    if (fields.ownerId && !(await repo.isMember(organizationId, fields.ownerId)))
      throw new HttpError('bad_request', 'The owner must be a user of this company.');
    const own = await repo.ownTenants(organizationId, fields.tenantIds);
    if (own.length !== fields.tenantIds.length)
      throw new HttpError('bad_request', "A client may only reach its own company's tenants.");
  };

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

  const systemGuard = (type: ClientRow['type'], actor: ClientActor) => {
    if (type === 'system' && !actor.mayManageSystem)
      throw new HttpError('forbidden', 'System clients are managed by the provider.');
  };

  /**
   * Whether the actor may act through a client `ownerId` owns (issue 34 row 11, `ownerWithinReach`): a
   * portal token acts, and is audited, as the client's owner, so whoever sets the owner, or holds a
   * secret of the client, must not get more through it than they have. Owners themselves and the
   * provider's staff pass; an owner who left the company passes (no token acts as them, and another
   * owner can be set).
   */
  const ownerWithin = async (actor: ClientActor, ownerId: string | null): Promise<boolean> => {
    if (!ownerId || ownerId === actor.userId || actor.mayManageSystem) return true;
    const [mine, theirs] = await Promise.all([
      permissionsOf(actor.userId, actor.organizationId),
      permissionsOf(ownerId, actor.organizationId),
    ]);
    return theirs === null || ownerWithinReach(mine ?? [], theirs);
  };

  /** Every change of a client: a system client is the provider's, another's client is theirs to change. */
  const changeGuard = async (client: ClientRow, actor: ClientActor) => {
    systemGuard(client.type, actor);
    if (!(await ownerWithin(actor, client.ownerId)))
      throw new HttpError('forbidden', formatMessage('apiClient.ownedAboveYou'));
  };

  /** The owner a client is given holds what its portal scopes imply, and is within the actor's reach. */
  const checkOwner = async (
    actor: ClientActor,
    fields: { ownerId: string | null; scopes: ApiClientScope[] },
  ) => {
    if (!fields.ownerId) return;
    if (!(await ownerWithin(actor, fields.ownerId)))
      throw new HttpError('forbidden', formatMessage('apiClient.ownerAboveYou'));
    const held = (await permissionsOf(fields.ownerId, actor.organizationId)) ?? [];
    const lacking = fields.scopes
      .filter(isPortalScope)
      .find((scope) => !portalScopesHeldBy(held).includes(scope));
    if (lacking) {
      const permission = portalScopePermissions[lacking].find((implied) => !held.includes(implied));
      throw new HttpError(
        'bad_request',
        formatMessage('apiClient.ownerLacksPermission', { scope: lacking, permission: permission ?? '' }),
      );
    }
  };

  return {
    /** A live secret of the client checked (the code grant of a confidential client), or invalid_client. */
    checkSecret: (clientId: string, secret: string) => authenticated(clientId, secret, now()),

    async list(organizationId: string, unassignedOnly: boolean): Promise<ApiClientList> {
      const at = now();
      const rows = await repo.list(organizationId, unassignedOnly);
      return { total: rows.length, data: rows.map((row) => toApiClient(row, at)) };
    },

    async get(organizationId: string, id: string): Promise<ApiClient> {
      return toApiClient(await load(organizationId, id), now());
    },

    /** The members the actor may make an owner, each with the portal scopes they may hold as one. */
    async ownerCandidates(actor: ClientActor): Promise<ApiClientOwnerCandidates> {
      const members = await repo.membersWithPermissions(actor.organizationId);
      const mine = members.find((member) => member.userUuid === actor.userId)?.permissions ?? [];
      return {
        data: members
          .filter(
            (member) =>
              member.userUuid === actor.userId ||
              actor.mayManageSystem ||
              ownerWithinReach(mine, member.permissions),
          )
          .map(({ permissions, ...member }) => ({
            ...member,
            portalScopes: portalScopesHeldBy(permissions),
          })),
      };
    },

    async create(actor: ClientActor, input: ApiClientCreate): Promise<ApiClientWithSecret> {
      const parsed = apiClientCreateSchema.safeParse(input);
      if (!parsed.success) invalid(parsed.error);
      const { tenantIds, type, ownerId: chosen, ...rest } = parsed.data;
      // Left out, the owner is the creator, when they belong to the company (staff acting in another
      // company may not); the rules below hold for them as for a chosen owner.
      const ownerId =
        chosen !== undefined
          ? chosen
          : (await repo.isMember(actor.organizationId, actor.userId))
            ? actor.userId
            : null;
      const fields = { ...rest, ownerId };
      systemGuard(type, actor);
      await checkReferences(actor.organizationId, { ...fields, tenantIds });
      await checkOwner(actor, fields);
      // A public client cannot keep a secret, so it is never given one (RFC 6749 2.1).
      const secret = type === 'public' ? null : newSecret();
      const id = await repo.insert(
        { ...fields, type, organizationId: actor.organizationId, createdBy: actor.userId },
        tenantIds,
        secret?.row ?? null,
      );
      const client = await load(actor.organizationId, id);
      await audit({
        ...actor,
        action: 'clients.create',
        target: id,
        message: `Created API client ${client.name}`,
        after: audited(client),
      });
      return { client: toApiClient(client, now()), secret: secret?.plain ?? null };
    },

    async update(actor: ClientActor, id: string, input: ApiClientUpdate): Promise<ApiClient> {
      const before = await load(actor.organizationId, id);
      await changeGuard(before, actor);
      const parsed = apiClientUpdateSchema.safeParse(input);
      if (!parsed.success) invalid(parsed.error);
      const { tenantIds, ...fields } = parsed.data;
      const rules = apiClientRulesSchema.safeParse({ ...fields, type: before.type });
      if (!rules.success) invalid(rules.error);
      await checkReferences(actor.organizationId, { ...fields, tenantIds }, id);
      // Checked on every edit, not only when the owner changes: adding a portal scope counts too.
      await checkOwner(actor, fields);
      await repo.update(id, fields, tenantIds, now());
      const after = await load(actor.organizationId, id);
      const was = audited(before);
      const is = audited(after);
      const changed = (Object.keys(is) as (keyof typeof is)[]).filter((key) => was[key] !== is[key]);
      await audit({
        ...actor,
        action: 'clients.update',
        target: id,
        message: `Updated API client ${after.name}`,
        before: Object.fromEntries(changed.map((key) => [key, was[key]])),
        after: Object.fromEntries(changed.map((key) => [key, is[key]])),
      });
      return toApiClient(after, now());
    },

    async remove(actor: ClientActor, id: string): Promise<void> {
      const client = await load(actor.organizationId, id);
      await changeGuard(client, actor);
      if (!(await repo.remove(actor.organizationId, id))) throw notFound();
      await audit({
        ...actor,
        action: 'clients.delete',
        target: id,
        message: `Deleted API client ${client.name}`,
      });
    },

    /** A new secret; the live ones keep working for `overlapHours` (0: they stop now). */
    async rotate(actor: ClientActor, id: string, overlapHours: number): Promise<ApiClientWithSecret> {
      const client = await load(actor.organizationId, id);
      await changeGuard(client, actor);
      if (client.type === 'public')
        throw new HttpError('bad_request', 'A public client has no secret: it proves itself with PKCE.');
      const at = now();
      const secret = newSecret();
      await repo.rotate(id, secret.row, new Date(at.getTime() + overlapHours * 3_600_000), at);
      await audit({
        ...actor,
        action: 'clients.secret.rotate',
        target: id,
        message: `Rotated the secret of API client ${client.name}; the previous one works for ${overlapHours} more hours`,
      });
      return { client: toApiClient(await load(actor.organizationId, id), now()), secret: secret.plain };
    },

    async revokeSecret(actor: ClientActor, id: string, secretId: string): Promise<ApiClient> {
      const client = await load(actor.organizationId, id);
      await changeGuard(client, actor);
      const secret = client.secrets.find((candidate) => candidate.id === secretId);
      if (!secret || !(await repo.revokeSecret(id, secretId, now())))
        throw new HttpError('not_found', 'Secret not found, or already revoked.');
      await audit({
        ...actor,
        action: 'clients.secret.revoke',
        target: id,
        message: `Revoked the secret ending ${secret.hint} of API client ${client.name}`,
      });
      return toApiClient(await load(actor.organizationId, id), now());
    },

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

    async setDisabled(actor: ClientActor, id: string, disabled: boolean): Promise<ApiClient> {
      const client = await load(actor.organizationId, id);
      await changeGuard(client, actor);
      await repo.setDisabled(id, disabled, now());
      await audit({
        ...actor,
        action: disabled ? 'clients.disable' : 'clients.enable',
        target: id,
        message: `${disabled ? 'Disabled' : 'Enabled'} API client ${client.name}`,
        before: { disabled: client.disabled },
        after: { disabled },
      });
      return toApiClient(await load(actor.organizationId, id), now());
    },

    async refreshTokens(organizationId: string, id: string): Promise<IntegrationRefreshToken[]> {
      await load(organizationId, id);
      return (await repo.refreshTokens(id)).map(toRefreshToken);
    },

    /** A refresh token of an integration client for one of its tenants, shown this once. */
    async generateRefreshToken(
      actor: ClientActor,
      id: string,
      tenantId: string,
    ): Promise<IntegrationRefreshTokenCreated> {
      const client = await load(actor.organizationId, id);
      await changeGuard(client, actor);
      if (!client.integration)
        throw new HttpError('bad_request', 'Only an integration client gets refresh tokens this way.');
      const tenant = client.tenants.find((candidate) => candidate.id === tenantId);
      if (!tenant) throw new HttpError('bad_request', 'The client does not reach this tenant.');
      const at = now();
      const plain = REFRESH_PREFIX + randomToken();
      const expiresAt = client.refreshTokenDays
        ? new Date(at.getTime() + client.refreshTokenDays * DAY_MS)
        : null;
      const tokenId = await repo.insertRefreshToken({
        clientId: id,
        tenantId,
        hash: sha256(plain),
        createdBy: actor.userId,
        createdAt: at,
        expiresAt,
      });
      await audit({
        ...actor,
        action: 'clients.refreshToken.create',
        target: id,
        message: `Generated a refresh token of API client ${client.name} for ${tenant.name}`,
      });
      const token = (await repo.refreshTokens(id)).find((row) => row.id === tokenId)!;
      return { refreshToken: plain, token: toRefreshToken(token) };
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

    async revokeRefreshToken(actor: ClientActor, id: string, tokenId: string): Promise<void> {
      const client = await load(actor.organizationId, id);
      await changeGuard(client, actor);
      if (!(await repo.revokeRefreshToken(id, tokenId, now())))
        throw new HttpError('not_found', 'Refresh token not found, or already revoked.');
      await audit({
        ...actor,
        action: 'clients.refreshToken.revoke',
        target: id,
        message: `Revoked a refresh token of API client ${client.name}`,
      });
    },
  };
}

export type ApiClientsService = ReturnType<typeof apiClientsService>;
