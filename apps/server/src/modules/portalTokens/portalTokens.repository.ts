import type { PortalScope } from '@portal/contracts';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { portalTokens } from '../../db/schema/index.ts';

export type NewPortalToken = {
  clientId: string;
  ownerId: string;
  accessHash: string;
  scopes: PortalScope[];
  expiresAt: Date;
};

/** Portal tokens are written here; the auth hook reads them (platform/auth/portalTokenAuth.repository.ts). */
export function portalTokensRepository(db: Db) {
  return {
    async insert(token: NewPortalToken): Promise<void> {
      await db.insert(portalTokens).values(token);
    },

    /** The API client a live token was issued to, or null. */
    async holderOf(accessHash: string): Promise<string | null> {
      const [row] = await db
        .select({ clientId: portalTokens.clientId })
        .from(portalTokens)
        .where(and(eq(portalTokens.accessHash, accessHash), isNull(portalTokens.revokedAt)));
      return row?.clientId ?? null;
    },

    /** True when a live token had this hash. */
    async revoke(accessHash: string, at: Date): Promise<boolean> {
      const done = await db
        .update(portalTokens)
        .set({ revokedAt: at })
        .where(and(eq(portalTokens.accessHash, accessHash), isNull(portalTokens.revokedAt)))
        .returning({ id: portalTokens.id });
      return done.length > 0;
    },

    /** Tokens that can never be used again: expired, or revoked, before `before`. */
    async deleteEnded(before: Date): Promise<number> {
      const gone = await db
        .delete(portalTokens)
        .where(or(lt(portalTokens.expiresAt, before), lt(portalTokens.revokedAt, before)))
        .returning({ id: portalTokens.id });
      return gone.length;
    },
  };
}
export type PortalTokensRepository = ReturnType<typeof portalTokensRepository>;
