import {
  type ApiClient,
  type ApiClientCreate,
  type ApiClientList,
  type ApiClientOwnerCandidates,
  type ApiClientUpdate,
  type ApiClientWithSecret,
  apiClientCreateSchema,
  apiClientRulesSchema,
  apiClientUpdateSchema,
  type IntegrationRefreshToken,
  type IntegrationRefreshTokenCreated,
  ownerWithinReach,
  portalScopesHeldBy,
} from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import { randomToken, sha256 } from '../../platform/auth/tokens.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { ApiClientsRepository, ClientRow, RefreshTokenRow } from './apiClients.repository.ts';
import { clientGrants } from './clientGrants.ts';
import { toApiClient } from './clientHealth.ts';
import { type ClientActor, clientOwnership } from './clientOwnership.ts';
import { newSecret, REFRESH_PREFIX } from './clientSecrets.ts';

export type { ClientGrant, PortalGrant } from './clientGrants.ts';
export type { ClientActor };

const DAY_MS = 24 * 60 * 60 * 1000;

const notFound = () => new HttpError('not_found', 'API client not found.');

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
 * API clients: a company's applications, their secrets and their health. The
 * rules live here, not in the routes, so the seed and the API keep the same ones.
 */
export function apiClientsService(deps: {
  repo: ApiClientsRepository;
  audit: AuditLog;
  /** A member's permissions in a company (the role table's, as a cookie session gets them), or null. */
  permissionsOf: (userId: string, organizationId: string) => Promise<readonly string[] | null>;
  now?: () => Date;
}) {
  const { repo, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const { systemGuard, changeGuard, checkOwner } = clientOwnership(deps.permissionsOf);

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

  return {
    ...clientGrants({ repo, now }),

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
