import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, rolePermissions, sessions, users } from '../../db/schema/index.ts';
import { membershipCacheOf } from './membershipCache.ts';
import { sessionCacheOf } from './sessionCache.ts';

/**
 * The permissions a membership's roles hold (role_permissions joined on `role = any(memberships.roles)`),
 * as an array: the one way a member's permissions are read, for their own requests and for an API
 * client's owner alike.
 */
export const heldPermissions = sql<
  string[]
>`coalesce(array_agg(distinct ${rolePermissions.permission}) filter (where ${rolePermissions.permission} is not null), '{}')`;

/**
 * The two reads of every signed-in request, prepared once per database: building a drizzle query
 * costs more CPU than PostgreSQL takes to answer a primary-key lookup, and a named statement is parsed
 * and planned by the server once per connection rather than on every request.
 */
function prepareReads(db: Db) {
  const liveSession = db
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
        eq(sessions.id, sql.placeholder('id')),
        // Disabling deletes the sessions; this keeps one being created at that moment from living on.
        isNull(users.disabledAt),
        sql`${sessions.idleExpiresAt} > ${sql.placeholder('now')}`,
        sql`${sessions.expiresAt} > ${sql.placeholder('now')}`,
      ),
    )
    .prepare('auth_live_session');
  const membership = db
    .select({
      roles: memberships.roles,
      associationType: memberships.associationType,
      permissions: heldPermissions,
    })
    .from(memberships)
    .leftJoin(rolePermissions, sql`${rolePermissions.role} = any(${memberships.roles})`)
    .where(
      and(
        eq(memberships.userId, sql.placeholder('userId')),
        eq(memberships.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .groupBy(memberships.roles, memberships.associationType)
    .prepare('auth_membership');
  return { liveSession, membership };
}

const preparedReads = new WeakMap<Db, ReturnType<typeof prepareReads>>();

function readsOf(db: Db): ReturnType<typeof prepareReads> {
  let reads = preparedReads.get(db);
  if (!reads) {
    reads = prepareReads(db);
    preparedReads.set(db, reads);
  }
  return reads;
}

/** The reads every authenticated request makes: the session behind a cookie and a company membership. */
export function authRepository(db: Db) {
  return {
    async findLiveSession(id: string, now: Date) {
      const cache = sessionCacheOf(db);
      const cached = cache?.get(id, now);
      if (cached) return cached;
      const generation = cache?.generation() ?? 0;
      const [row] = await readsOf(db).liveSession.execute({ id, now });
      if (row && cache) cache.remember(row, generation);
      return row;
    },

    async touchSession(id: string, lastSeenAt: Date, idleExpiresAt: Date) {
      await db.update(sessions).set({ lastSeenAt, idleExpiresAt }).where(eq(sessions.id, id));
      sessionCacheOf(db)?.forgetSession(id);
    },

    async deleteSession(id: string) {
      await db.delete(sessions).where(eq(sessions.id, id));
      sessionCacheOf(db)?.forgetSession(id);
    },

    /** The caller's roles in a company and the permissions they grant (role_permissions), or undefined. */
    async findMembership(userId: string, organizationId: string) {
      const [row] = await readsOf(db).membership.execute({ userId, organizationId });
      return row;
    },

    /**
     * The same read for a request's company check (loadOrg), through the membership cache where there is
     * one (membershipCache.ts); the other callers read the table each time.
     */
    async findMembershipOfRequest(userId: string, organizationId: string) {
      const cache = membershipCacheOf(db);
      const cached = cache?.get(userId, organizationId);
      if (cached) return cached;
      const generation = cache?.generation() ?? 0;
      const [row] = await readsOf(db).membership.execute({ userId, organizationId });
      if (row && cache) cache.remember(userId, organizationId, row, generation);
      return row;
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
