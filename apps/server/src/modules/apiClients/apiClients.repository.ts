import type { ApiClientGrantType, ApiClientScope, ApiClientType } from '@portal/contracts';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  apiClientSecrets,
  apiClients,
  apiClientTenants,
  integrationConnections,
  integrationRefreshTokens,
  integrationTenants,
  memberships,
  rolePermissions,
  tenants,
  tenantTokens,
  users,
} from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';
import { heldPermissions } from '../../platform/auth/auth.repository.ts';

export type SecretRow = {
  id: string;
  clientId: string;
  hint: string;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
};

export type ClientRow = {
  id: string;
  organizationId: string;
  name: string;
  description: string;
  type: ApiClientType;
  grantTypes: ApiClientGrantType[];
  redirectUris: string[];
  corsOrigins: string[];
  scopes: ApiClientScope[];
  usedScopes: string[];
  ownerId: string | null;
  owner: { id: string; name: string; email: string } | null;
  lastUsedAt: Date | null;
  integration: boolean;
  refreshTokenDays: number | null;
  disabled: boolean;
  createdAt: Date;
  updatedAt: Date;
  tenants: { id: string; name: string }[];
  secrets: SecretRow[];
};

export type ClientFields = {
  name: string;
  description: string;
  grantTypes: ApiClientGrantType[];
  redirectUris: string[];
  corsOrigins: string[];
  scopes: ApiClientScope[];
  ownerId: string | null;
  integration: boolean;
  refreshTokenDays: number | null;
};

export type RefreshTokenRow = {
  id: string;
  tenant: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

export type NewSecret = { hash: string; hint: string };

const clientColumns = {
  id: apiClients.id,
  organizationId: apiClients.organizationId,
  name: apiClients.name,
  description: apiClients.description,
  type: apiClients.type,
  grantTypes: apiClients.grantTypes,
  redirectUris: apiClients.redirectUris,
  corsOrigins: apiClients.corsOrigins,
  scopes: apiClients.scopes,
  usedScopes: apiClients.usedScopes,
  ownerId: apiClients.ownerId,
  ownerEmail: users.email,
  ownerFirst: users.firstName,
  ownerLast: users.lastName,
  lastUsedAt: apiClients.lastUsedAt,
  integration: apiClients.integration,
  refreshTokenDays: apiClients.refreshTokenDays,
  disabled: apiClients.disabled,
  createdAt: apiClients.createdAt,
  updatedAt: apiClients.updatedAt,
};

const secretColumns = {
  id: apiClientSecrets.id,
  clientId: apiClientSecrets.clientId,
  hint: apiClientSecrets.hint,
  createdAt: apiClientSecrets.createdAt,
  expiresAt: apiClientSecrets.expiresAt,
  revokedAt: apiClientSecrets.revokedAt,
  lastUsedAt: apiClientSecrets.lastUsedAt,
};

/** A secret that still opens the door at `now`: not revoked, and not past its rotation overlap. */
const liveSecret = (now: Date) =>
  and(
    isNull(apiClientSecrets.revokedAt),
    or(isNull(apiClientSecrets.expiresAt), gt(apiClientSecrets.expiresAt, now)),
  );

export function apiClientsRepository(db: Db) {
  /** Clients with their tenants and secrets: three statements whatever the number of clients. */
  const load = async (where: ReturnType<typeof and>): Promise<ClientRow[]> => {
    const rows = await db
      .select(clientColumns)
      .from(apiClients)
      .leftJoin(users, eq(users.id, apiClients.ownerId))
      .where(where)
      .orderBy(asc(sql`lower(${apiClients.name})`));
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [reach, secrets] = await Promise.all([
      db
        .select({ clientId: apiClientTenants.clientId, id: tenants.id, name: tenants.name })
        .from(apiClientTenants)
        .innerJoin(tenants, eq(tenants.id, apiClientTenants.tenantId))
        .where(inArray(apiClientTenants.clientId, ids))
        .orderBy(asc(tenants.name)),
      db
        .select(secretColumns)
        .from(apiClientSecrets)
        .where(inArray(apiClientSecrets.clientId, ids))
        .orderBy(sql`${apiClientSecrets.createdAt} desc`),
    ]);
    return rows.map(({ ownerEmail, ownerFirst, ownerLast, ...row }) => ({
      ...row,
      grantTypes: row.grantTypes as ApiClientGrantType[],
      scopes: row.scopes as ApiClientScope[],
      owner:
        row.ownerId && ownerEmail
          ? { id: row.ownerId, name: `${ownerFirst} ${ownerLast}`, email: ownerEmail }
          : null,
      tenants: reach.filter((t) => t.clientId === row.id).map(({ id, name }) => ({ id, name })),
      secrets: secrets.filter((s) => s.clientId === row.id),
    }));
  };

  return {
    list: (organizationId: string, unassignedOnly: boolean) =>
      load(
        and(
          eq(apiClients.organizationId, organizationId),
          unassignedOnly ? isNull(apiClients.ownerId) : undefined,
        ),
      ),

    async get(organizationId: string, id: string): Promise<ClientRow | null> {
      const [row] = await load(and(eq(apiClients.organizationId, organizationId), eq(apiClients.id, id)));
      return row ?? null;
    },

    /** Which of `ids` are tenants of the company: a client reaches its own company's tenants only. */
    async ownTenants(organizationId: string, ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: tenants.id })
        .from(tenants)
        .where(and(eq(tenants.organizationId, organizationId), inArray(tenants.id, ids)));
      return rows.map((row) => row.id);
    },

    /** Whether an enabled client registered this browser origin (CORS). */
    async originAllowed(origin: string): Promise<boolean> {
      const [row] = await db
        .select({ id: apiClients.id })
        .from(apiClients)
        .where(and(eq(apiClients.disabled, false), sql`${origin} = any(${apiClients.corsOrigins})`))
        .limit(1);
      return row !== undefined;
    },

    /** The company's members with the permissions their roles hold (role_permissions), by name. */
    async membersWithPermissions(organizationId: string) {
      return db
        .select({
          userUuid: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          permissions: heldPermissions,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .leftJoin(rolePermissions, sql`${rolePermissions.role} = any(${memberships.roles})`)
        .where(and(eq(memberships.organizationId, organizationId), isNull(users.disabledAt)))
        .groupBy(users.id, users.email, users.firstName, users.lastName)
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
    },

    async isMember(organizationId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
      return row !== undefined;
    },

    async nameTaken(organizationId: string, name: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: apiClients.id })
        .from(apiClients)
        .where(
          and(
            eq(apiClients.organizationId, organizationId),
            sql`lower(${apiClients.name}) = lower(${name})`,
            exceptId ? sql`${apiClients.id} <> ${exceptId}` : undefined,
          ),
        );
      return row !== undefined;
    },

    /** The client, its tenants and its first secret in one transaction. */
    async insert(
      client: ClientFields & { organizationId: string; type: ApiClientType; createdBy: string },
      tenantIds: string[],
      secret: NewSecret | null,
    ): Promise<string> {
      return withTransaction(db, async (tx) => {
        const [row] = await tx.insert(apiClients).values(client).returning({ id: apiClients.id });
        const id = row!.id;
        // A client with portal scopes only reaches no tenant.
        if (tenantIds.length > 0)
          await tx.insert(apiClientTenants).values(tenantIds.map((tenantId) => ({ clientId: id, tenantId })));
        if (secret) await tx.insert(apiClientSecrets).values({ clientId: id, ...secret });
        return id;
      });
    },

    /**
     * The fields and the tenants in one transaction. Tokens for a tenant the client no longer reaches
     * are revoked with it: taking a tenant away takes it away now, not when the token expires.
     */
    async update(id: string, fields: ClientFields, tenantIds: string[], now: Date): Promise<void> {
      await withTransaction(db, async (tx) => {
        await tx
          .update(apiClients)
          .set({ ...fields, updatedAt: now })
          .where(eq(apiClients.id, id));
        await tx.delete(apiClientTenants).where(eq(apiClientTenants.clientId, id));
        // A client with portal scopes only reaches no tenant.
        if (tenantIds.length > 0)
          await tx.insert(apiClientTenants).values(tenantIds.map((tenantId) => ({ clientId: id, tenantId })));
        await tx
          .update(tenantTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(tenantTokens.clientId, id),
              isNull(tenantTokens.revokedAt),
              // Tokens for tenants other companies connected it to stay, unless they hold a scope taken away.
              sql`((${tenantTokens.tenantId} <> all(${sql.param(tenantIds)}::uuid[]) and ${tenantTokens.tenantId} not in (select ${integrationTenants.tenantId} from ${integrationTenants} join ${integrationConnections} on ${integrationConnections.id} = ${integrationTenants.connectionId} where ${integrationConnections.clientId} = ${id})) or not (${tenantTokens.scopes} <@ ${sql.param(fields.scopes)}::text[]))`,
            ),
          );
      });
    },

    async remove(organizationId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(apiClients)
        .where(and(eq(apiClients.organizationId, organizationId), eq(apiClients.id, id)))
        .returning({ id: apiClients.id });
      return gone.length > 0;
    },

    /**
     * Rotation: the new secret, and every older live secret given `overlapUntil` as its end (or kept
     * at an earlier end it already had), in one transaction.
     */
    async rotate(clientId: string, secret: NewSecret, overlapUntil: Date, now: Date): Promise<void> {
      await withTransaction(db, async (tx) => {
        await tx
          .update(apiClientSecrets)
          .set({
            expiresAt: sql`least(coalesce(${apiClientSecrets.expiresAt}, ${overlapUntil}), ${overlapUntil})`,
          })
          .where(and(eq(apiClientSecrets.clientId, clientId), liveSecret(now)));
        await tx.insert(apiClientSecrets).values({ clientId, ...secret, createdAt: now });
        await tx.update(apiClients).set({ updatedAt: now }).where(eq(apiClients.id, clientId));
      });
    },

    /** Revokes one secret now. False when it is not the client's or was already revoked. */
    async revokeSecret(clientId: string, secretId: string, now: Date): Promise<boolean> {
      const done = await db
        .update(apiClientSecrets)
        .set({ revokedAt: now })
        .where(
          and(
            eq(apiClientSecrets.clientId, clientId),
            eq(apiClientSecrets.id, secretId),
            isNull(apiClientSecrets.revokedAt),
          ),
        )
        .returning({ id: apiClientSecrets.id });
      return done.length > 0;
    },

    /** The client a live secret belongs to, with the tenants it reaches (by name). */
    async bySecret(hash: string, now: Date) {
      const [row] = await db
        .select({
          secretId: apiClientSecrets.id,
          clientId: apiClients.id,
          organizationId: apiClients.organizationId,
          ownerId: apiClients.ownerId,
          type: apiClients.type,
          grantTypes: apiClients.grantTypes,
          scopes: apiClients.scopes,
          disabled: apiClients.disabled,
          integration: apiClients.integration,
        })
        .from(apiClientSecrets)
        .innerJoin(apiClients, eq(apiClients.id, apiClientSecrets.clientId))
        .where(and(eq(apiClientSecrets.hash, hash), liveSecret(now)));
      if (!row) return null;
      const reach = await db
        .select({ id: tenants.id, name: tenants.name })
        .from(apiClientTenants)
        .innerJoin(tenants, eq(tenants.id, apiClientTenants.tenantId))
        .where(eq(apiClientTenants.clientId, row.clientId));
      return {
        ...row,
        grantTypes: row.grantTypes as ApiClientGrantType[],
        scopes: row.scopes as ApiClientScope[],
        tenants: reach,
      };
    },

    /** A token was issued: when, with which secret, and the scopes it asked for (credential health). */
    /**
     * The tenants other companies connected this client to (third-party integrations), named `tenant`,
     * with the scopes each connection gave: the token endpoint's fallback after the client's own tenants.
     */
    connectedTenants: (clientId: string, tenant: string) =>
      db
        .select({
          tenantId: tenants.id,
          tenant: tenants.name,
          organizationId: integrationConnections.organizationId,
          scopes: integrationConnections.scopes,
        })
        .from(integrationConnections)
        .innerJoin(integrationTenants, eq(integrationTenants.connectionId, integrationConnections.id))
        .innerJoin(tenants, eq(tenants.id, integrationTenants.tenantId))
        .where(and(eq(integrationConnections.clientId, clientId), eq(tenants.name, tenant))),

    async recordUse(
      clientId: string,
      secretId: string | null,
      scopes: ApiClientScope[],
      at: Date,
    ): Promise<void> {
      await withTransaction(db, async (tx) => {
        // A public client has no secret: its use is the client's alone.
        if (secretId)
          await tx.update(apiClientSecrets).set({ lastUsedAt: at }).where(eq(apiClientSecrets.id, secretId));
        await tx
          .update(apiClients)
          .set({
            lastUsedAt: at,
            usedScopes: sql`array(select distinct s from unnest(${apiClients.usedScopes} || ${sql.param(scopes)}::text[]) s order by s)`,
          })
          .where(eq(apiClients.id, clientId));
      });
    },

    async setDisabled(id: string, disabled: boolean, now: Date): Promise<void> {
      await db.update(apiClients).set({ disabled, updatedAt: now }).where(eq(apiClients.id, id));
    },

    async insertRefreshToken(token: {
      clientId: string;
      tenantId: string;
      hash: string;
      createdBy: string;
      createdAt: Date;
      expiresAt: Date | null;
    }): Promise<string> {
      const [row] = await db
        .insert(integrationRefreshTokens)
        .values(token)
        .returning({ id: integrationRefreshTokens.id });
      return row!.id;
    },

    async refreshTokens(clientId: string): Promise<RefreshTokenRow[]> {
      return db
        .select({
          id: integrationRefreshTokens.id,
          tenant: tenants.name,
          createdAt: integrationRefreshTokens.createdAt,
          expiresAt: integrationRefreshTokens.expiresAt,
          lastUsedAt: integrationRefreshTokens.lastUsedAt,
          revokedAt: integrationRefreshTokens.revokedAt,
        })
        .from(integrationRefreshTokens)
        .innerJoin(tenants, eq(tenants.id, integrationRefreshTokens.tenantId))
        .where(eq(integrationRefreshTokens.clientId, clientId))
        .orderBy(sql`${integrationRefreshTokens.createdAt} desc`);
    },

    async revokeRefreshToken(clientId: string, tokenId: string, now: Date): Promise<boolean> {
      const done = await db
        .update(integrationRefreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(integrationRefreshTokens.clientId, clientId),
            eq(integrationRefreshTokens.id, tokenId),
            isNull(integrationRefreshTokens.revokedAt),
          ),
        )
        .returning({ id: integrationRefreshTokens.id });
      return done.length > 0;
    },

    /** A live integration refresh token (not revoked, not expired), with its client and tenant. */
    async byRefreshToken(hash: string, now: Date) {
      const [row] = await db
        .select({
          tokenId: integrationRefreshTokens.id,
          clientId: integrationRefreshTokens.clientId,
          tenantId: integrationRefreshTokens.tenantId,
          tenant: tenants.name,
        })
        .from(integrationRefreshTokens)
        .innerJoin(tenants, eq(tenants.id, integrationRefreshTokens.tenantId))
        .where(
          and(
            eq(integrationRefreshTokens.hash, hash),
            isNull(integrationRefreshTokens.revokedAt),
            or(isNull(integrationRefreshTokens.expiresAt), gt(integrationRefreshTokens.expiresAt, now)),
          ),
        );
      return row ?? null;
    },

    async touchRefreshToken(tokenId: string, at: Date): Promise<void> {
      await db
        .update(integrationRefreshTokens)
        .set({ lastUsedAt: at })
        .where(eq(integrationRefreshTokens.id, tokenId));
    },
  };
}

export type ApiClientsRepository = ReturnType<typeof apiClientsRepository>;
