import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { integrationRefreshTokens, tenants } from '../../db/schema/index.ts';
import type { RefreshTokenRow } from './apiClientRows.ts';

/** Integration clients' refresh tokens: issued for one tenant, listed, redeemed, revoked. */
export function refreshTokensRepository(db: Db) {
  return {
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
