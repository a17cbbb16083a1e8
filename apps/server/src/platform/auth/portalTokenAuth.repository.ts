import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiClients, organizations, portalTokens, users } from '../../db/schema/index.ts';

/** The read behind a portal token: the live token, its client as it is now, and the company's region. */
export function portalTokenAuthRepository(db: Db) {
  return {
    async liveToken(hash: string, now: Date) {
      const [row] = await db
        .select({
          id: portalTokens.id,
          ownerId: portalTokens.ownerId,
          scopes: portalTokens.scopes,
          expiresAt: portalTokens.expiresAt,
          clientId: apiClients.id,
          clientName: apiClients.name,
          clientOwnerId: apiClients.ownerId,
          clientScopes: apiClients.scopes,
          clientDisabled: apiClients.disabled,
          organizationId: apiClients.organizationId,
          region: organizations.region,
          ownerDisabledAt: users.disabledAt,
        })
        .from(portalTokens)
        .innerJoin(apiClients, eq(apiClients.id, portalTokens.clientId))
        .innerJoin(organizations, eq(organizations.id, apiClients.organizationId))
        .leftJoin(users, eq(users.id, portalTokens.ownerId))
        .where(
          and(
            eq(portalTokens.accessHash, hash),
            isNull(portalTokens.revokedAt),
            gt(portalTokens.expiresAt, now),
          ),
        );
      return row ?? null;
    },
  };
}
