import type { TenantTokenScope } from '@portal/contracts';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  apiClients,
  integrationConnections,
  integrationTenants,
  organizations,
  tenants,
  tenantTokens,
  users,
} from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

export type ConnectionRow = {
  id: string;
  clientId: string;
  name: string;
  ownerCompany: string;
  scopes: TenantTokenScope[];
  connectedBy: string | null;
  connectedAt: Date;
  tenants: { id: string; name: string }[];
};

export function integrationsRepository(db: Db) {
  return {
    /** A client with its owner company, whoever owns it: the connect dialog's lookup. */
    async client(clientId: string) {
      const [row] = await db
        .select({
          clientId: apiClients.id,
          name: apiClients.name,
          organizationId: apiClients.organizationId,
          ownerCompany: organizations.name,
          scopes: apiClients.scopes,
        })
        .from(apiClients)
        .innerJoin(organizations, eq(organizations.id, apiClients.organizationId))
        .where(eq(apiClients.id, clientId));
      return row;
    },

    /** Which of `tenantIds` are the company's. */
    async ownTenants(organizationId: string, tenantIds: string[]) {
      return db
        .select({ id: tenants.id, name: tenants.name })
        .from(tenants)
        .where(and(eq(tenants.organizationId, organizationId), inArray(tenants.id, tenantIds)));
    },

    /** The connection and its tenants in one transaction; undefined when the company has it already. */
    async connect(row: {
      organizationId: string;
      clientId: string;
      scopes: TenantTokenScope[];
      connectedBy: string;
      tenantIds: string[];
    }): Promise<string | undefined> {
      const { tenantIds, ...connection } = row;
      return withTransaction(db, async (tx) => {
        const [created] = await tx
          .insert(integrationConnections)
          .values(connection)
          .onConflictDoNothing()
          .returning({ id: integrationConnections.id });
        if (!created) return undefined;
        await tx
          .insert(integrationTenants)
          .values(tenantIds.map((tenantId) => ({ connectionId: created.id, tenantId })));
        return created.id;
      });
    },

    /**
     * Deletes the connection and revokes, in the same transaction, every live token the client holds
     * for the company's tenants it reached: disconnecting takes effect at once, not when they expire.
     */
    async disconnect(organizationId: string, id: string, now: Date) {
      return withTransaction(db, async (tx) => {
        const reached = await tx
          .select({ tenantId: integrationTenants.tenantId })
          .from(integrationTenants)
          .where(eq(integrationTenants.connectionId, id));
        const [gone] = await tx
          .delete(integrationConnections)
          .where(
            and(eq(integrationConnections.organizationId, organizationId), eq(integrationConnections.id, id)),
          )
          .returning({ clientId: integrationConnections.clientId, scopes: integrationConnections.scopes });
        if (!gone) return undefined;
        const tenantIds = reached.map((r) => r.tenantId);
        if (tenantIds.length > 0)
          await tx
            .update(tenantTokens)
            .set({ revokedAt: now })
            .where(
              and(
                eq(tenantTokens.clientId, gone.clientId),
                inArray(tenantTokens.tenantId, tenantIds),
                isNull(tenantTokens.revokedAt),
              ),
            );
        return { ...gone, tenantIds };
      });
    },

    /** The companies that connected `clientId`, oldest first, with how many of their tenants it reaches. */
    async connectionsOf(clientId: string) {
      return db
        .select({
          company: organizations.name,
          scopes: integrationConnections.scopes,
          tenantCount: count(integrationTenants.tenantId),
          connectedAt: integrationConnections.connectedAt,
        })
        .from(integrationConnections)
        .innerJoin(organizations, eq(organizations.id, integrationConnections.organizationId))
        .leftJoin(integrationTenants, eq(integrationTenants.connectionId, integrationConnections.id))
        .where(eq(integrationConnections.clientId, clientId))
        .groupBy(integrationConnections.id, organizations.name)
        .orderBy(asc(integrationConnections.connectedAt), asc(integrationConnections.id));
    },

    async list(organizationId: string, id?: string): Promise<ConnectionRow[]> {
      const rows = await db
        .select({
          id: integrationConnections.id,
          clientId: integrationConnections.clientId,
          name: apiClients.name,
          ownerCompany: organizations.name,
          scopes: integrationConnections.scopes,
          connectedByFirst: users.firstName,
          connectedByLast: users.lastName,
          connectedAt: integrationConnections.connectedAt,
        })
        .from(integrationConnections)
        .innerJoin(apiClients, eq(apiClients.id, integrationConnections.clientId))
        .innerJoin(organizations, eq(organizations.id, apiClients.organizationId))
        .leftJoin(users, eq(users.id, integrationConnections.connectedBy))
        .where(
          and(
            eq(integrationConnections.organizationId, organizationId),
            id ? eq(integrationConnections.id, id) : undefined,
          ),
        )
        .orderBy(asc(apiClients.name), asc(integrationConnections.id));
      if (rows.length === 0) return [];
      const reach = await db
        .select({ connectionId: integrationTenants.connectionId, id: tenants.id, name: tenants.name })
        .from(integrationTenants)
        .innerJoin(tenants, eq(tenants.id, integrationTenants.tenantId))
        .where(
          inArray(
            integrationTenants.connectionId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(tenants.name));
      return rows.map(({ connectedByFirst, connectedByLast, ...row }) => ({
        ...row,
        scopes: row.scopes as TenantTokenScope[],
        connectedBy: connectedByFirst === null ? null : `${connectedByFirst} ${connectedByLast}`,
        tenants: reach
          .filter((tenant) => tenant.connectionId === row.id)
          .map(({ id: tenantId, name }) => ({ id: tenantId, name })),
      }));
    },
  };
}
export type IntegrationsRepository = ReturnType<typeof integrationsRepository>;
