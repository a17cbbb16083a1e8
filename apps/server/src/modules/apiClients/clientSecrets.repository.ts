import type { ApiClientGrantType, ApiClientScope } from '@portal/contracts';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  apiClientSecrets,
  apiClients,
  apiClientTenants,
  integrationConnections,
  integrationTenants,
  tenants,
} from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { NewSecret } from './apiClientRows.ts';

export const secretColumns = {
  id: apiClientSecrets.id,
  clientId: apiClientSecrets.clientId,
  hint: apiClientSecrets.hint,
  createdAt: apiClientSecrets.createdAt,
  expiresAt: apiClientSecrets.expiresAt,
  revokedAt: apiClientSecrets.revokedAt,
  lastUsedAt: apiClientSecrets.lastUsedAt,
};

/** A secret that still opens the door at `now`: not revoked, and not past its rotation overlap. */
export const liveSecret = (now: Date) =>
  and(
    isNull(apiClientSecrets.revokedAt),
    or(isNull(apiClientSecrets.expiresAt), gt(apiClientSecrets.expiresAt, now)),
  );

/**
 * A client's secrets and what they open: rotation and revocation, the client a secret belongs to, the
 * tenants it reaches through other companies' connections, and the record of each use.
 */
export function clientSecretsRepository(db: Db) {
  return {
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

    /** A token was issued: when, with which secret, and the scopes it asked for (credential health). */
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
  };
}
