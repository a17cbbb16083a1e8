import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, organizations, sessions, signInStates, users } from '../../db/schema/index.ts';
import { sessionCacheOf } from '../../platform/auth/sessionCache.ts';

export type NewSession = typeof sessions.$inferInsert;

export function sessionRepository(db: Db) {
  return {
    /** True the first time a state is redeemed, false on a replay. */
    async claimState(stateHash: string): Promise<boolean> {
      const inserted = await db.insert(signInStates).values({ stateHash }).onConflictDoNothing().returning();
      return inserted.length === 1;
    },

    async deleteStatesOlderThan(date: Date) {
      await db.delete(signInStates).where(sql`${signInStates.createdAt} < ${date}`);
    },

    async findUser(id: string | undefined, email: string | undefined) {
      if (id && /^[0-9a-f-]{36}$/i.test(id)) {
        const [byId] = await db.select().from(users).where(eq(users.id, id));
        if (byId) return byId;
      }
      if (!email) return undefined;
      const [byEmail] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return byEmail;
    },

    /** Region of the user's primary company (else of the first one), for a sign-in that names none. */
    async defaultRegion(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ region: organizations.region })
        .from(memberships)
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .where(eq(memberships.userId, userId))
        .orderBy(sql`${memberships.associationType} <> 'PRIMARY'`, asc(organizations.name))
        .limit(1);
      return row?.region;
    },

    async createSession(session: NewSession) {
      await db.insert(sessions).values(session);
    },

    async findSession(id: string) {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
      return row;
    },

    async setRegion(id: string, region: string) {
      await db.update(sessions).set({ region }).where(eq(sessions.id, id));
      sessionCacheOf(db)?.forgetSession(id);
    },

    async deleteSession(id: string) {
      const deleted = await db.delete(sessions).where(eq(sessions.id, id)).returning();
      sessionCacheOf(db)?.forgetSession(id);
      return deleted[0];
    },

    async deleteExpired(now: Date) {
      await db
        .delete(sessions)
        .where(and(sql`(${sessions.expiresAt} < ${now} or ${sessions.idleExpiresAt} < ${now})`));
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
