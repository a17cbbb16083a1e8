import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, rolePermissions, sessions, users } from '../../db/schema/index.ts';

/** The reads every authenticated request makes: the session behind a cookie and a company membership. */
export function authRepository(db: Db) {
  return {
    async findLiveSession(id: string, now: Date) {
      const [row] = await db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          csrfToken: sessions.csrfToken,
          region: sessions.region,
          idleExpiresAt: sessions.idleExpiresAt,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          isProviderEmployee: users.isProviderEmployee,
          globalPermissions: users.globalPermissions,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, id),
            sql`${sessions.idleExpiresAt} > ${now}`,
            sql`${sessions.expiresAt} > ${now}`,
          ),
        );
      return row;
    },

    async touchSession(id: string, lastSeenAt: Date, idleExpiresAt: Date) {
      await db.update(sessions).set({ lastSeenAt, idleExpiresAt }).where(eq(sessions.id, id));
    },

    async deleteSession(id: string) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** The caller's roles in a company and the permissions they grant (role_permissions), or undefined. */
    async findMembership(userId: string, organizationId: string) {
      const [row] = await db
        .select({
          roles: memberships.roles,
          associationType: memberships.associationType,
          permissions: sql<
            string[]
          >`coalesce(array_agg(distinct ${rolePermissions.permission}) filter (where ${rolePermissions.permission} is not null), '{}')`,
        })
        .from(memberships)
        .leftJoin(rolePermissions, sql`${rolePermissions.role} = any(${memberships.roles})`)
        .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)))
        .groupBy(memberships.roles, memberships.associationType);
      return row;
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
