import type { ApiClientGrantType, ApiClientScope, ApiClientType } from '@portal/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  apiClientSecrets,
  apiClients,
  apiClientTenants,
  integrationConnections,
  integrationTenants,
  memberships,
  rolePermissions,
  tenants,
  tenantTokens,
  users,
} from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';
import { heldPermissions } from '../../platform/auth/auth.repository.ts';
import type { ClientFields, ClientRow, NewSecret } from './apiClientRows.ts';
import { clientSecretsRepository, secretColumns } from './clientSecrets.repository.ts';
import { refreshTokensRepository } from './refreshTokens.repository.ts';

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

export type { ClientFields, ClientRow, NewSecret, RefreshTokenRow, SecretRow } from './apiClientRows.ts';

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
    ...clientSecretsRepository(db),
    ...refreshTokensRepository(db),

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

    async setDisabled(id: string, disabled: boolean, now: Date): Promise<void> {
      await db.update(apiClients).set({ disabled, updatedAt: now }).where(eq(apiClients.id, id));
    },
  };
}

export type ApiClientsRepository = ReturnType<typeof apiClientsRepository>;
