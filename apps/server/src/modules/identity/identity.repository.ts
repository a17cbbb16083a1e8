import type { OrgPermission, Role } from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  awsAccess,
  memberships,
  organizations,
  regions,
  rolePermissions,
  termsAgreements,
  termsVersions,
  users,
} from '../../db/schema/index.ts';
import { membershipCacheOf } from '../../platform/auth/membershipCache.ts';

export type RegionRow = typeof regions.$inferInsert;

/**
 * The role display order (docs/product/people.md PEOPLE-2) as SQL, the same ranks as the contracts'
 * roleDisplayRank (an API test compares the two), so pages of 100 come in that order across the whole
 * company.
 */
const r = memberships.roles;
const roleRank = sql<number>`case
  when ${r} @> '{admin}' and ${r} <@ '{admin}' then 1
  when ${r} @> '{dsc}' and ${r} <@ '{dsc,admin,developer,specialist,member}' and not ${r} <@ '{dsc}' then 2
  when ${r} @> '{dsc}' and ${r} <@ '{dsc}' then 3
  when ${r} <@ '{developer}' and ${r} @> '{developer}' then 4
  when ${r} <@ '{specialist}' and ${r} @> '{specialist}' then 4
  when ${r} <@ '{member}' and ${r} @> '{member}' then 4
  else 5 end`;

export function identityRepository(db: Db) {
  return {
    /** Reference data every deployment needs; role permissions only when none exist (operators may edit them). */
    async ensureReferenceData(
      regionRows: RegionRow[],
      permissionRows: { role: Role; permission: OrgPermission }[],
    ) {
      await db.insert(regions).values(regionRows).onConflictDoNothing();
      const [existing] = await db.select({ n: count() }).from(rolePermissions);
      if ((existing?.n ?? 0) === 0) {
        await db.insert(rolePermissions).values(permissionRows).onConflictDoNothing();
        membershipCacheOf(db)?.forgetAll();
      }
    },

    /** A user by e-mail (stored lower-cased) with the company of their PRIMARY membership, if any. */
    async userWithPrimaryCompany(email: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, organizationId: memberships.organizationId })
        .from(users)
        .leftJoin(
          memberships,
          and(eq(memberships.userId, users.id), eq(memberships.associationType, 'PRIMARY')),
        )
        .where(eq(users.email, email.toLowerCase()));
      return row ?? null;
    },

    async findUser(id: string) {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },

    async userMemberships(userId: string) {
      return db
        .select({
          organizationUuid: organizations.id,
          organizationName: organizations.name,
          region: organizations.region,
          organizationType: organizations.organizationType,
          accountStatus: organizations.accountStatus,
          // isAWS (docs/product/people.md PEOPLE-7) is the user's: whether they hold AWS access in this
          // company.
          isAWS: sql<boolean>`exists (select 1 from ${awsAccess} where ${awsAccess.organizationId} = ${memberships.organizationId} and ${awsAccess.userId} = ${memberships.userId})`,
          associationType: memberships.associationType,
          roles: memberships.roles,
        })
        .from(memberships)
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .where(eq(memberships.userId, userId));
    },

    async rolePermissionMap(): Promise<Record<string, string[]>> {
      const rows = await db.select().from(rolePermissions);
      const map: Record<string, string[]> = {};
      for (const row of rows) {
        map[row.role] = [...(map[row.role] ?? []), row.permission];
      }
      return map;
    },

    async orgMembers(organizationId: string, start: number, length: number) {
      const where = eq(memberships.organizationId, organizationId);
      const [total] = await db.select({ n: count() }).from(memberships).where(where);
      const data = await db
        .select({
          userUuid: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          associationType: memberships.associationType,
          roles: memberships.roles,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(where)
        .orderBy(roleRank, asc(users.lastName), asc(users.firstName), asc(users.id))
        .offset(start)
        .limit(length);
      return { total: total?.n ?? 0, data };
    },

    /** The terms in force: the latest version published (a migration publishes the first). */
    async currentTermsVersion() {
      const [row] = await db
        .select()
        .from(termsVersions)
        .orderBy(desc(termsVersions.publishedAt), desc(termsVersions.version))
        .limit(1);
      if (!row) throw new Error('No terms version is published: the migrations did not run.');
      return row;
    },

    /** Publishes a version; undefined when that version exists already. */
    async publishTermsVersion(version: string) {
      // In force from now on, so after every version before it even on a clock behind the last
      // publication: the first version's day is fixed by its migration (2026-01-01), and a version
      // published on a clock before that day was never in force.
      const after = sql`(select max(${termsVersions.publishedAt}) + interval '1 millisecond' from ${termsVersions})`;
      const [row] = await db
        .insert(termsVersions)
        .values({ version, publishedAt: sql`greatest(now(), ${after})` })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async findAgreement(userId: string, version: string) {
      const [row] = await db
        .select()
        .from(termsAgreements)
        .where(and(eq(termsAgreements.userId, userId), eq(termsAgreements.version, version)));
      return row;
    },

    async agree(userId: string, version: string) {
      await db.insert(termsAgreements).values({ userId, version }).onConflictDoNothing();
    },

    async resetAgreements(version: string, userIds?: string[]): Promise<number> {
      const condition =
        userIds && userIds.length > 0
          ? and(eq(termsAgreements.version, version), inArray(termsAgreements.userId, userIds))
          : eq(termsAgreements.version, version);
      const deleted = await db
        .delete(termsAgreements)
        .where(condition)
        .returning({ userId: termsAgreements.userId });
      return deleted.length;
    },

    async isEmpty(): Promise<boolean> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return (row?.n ?? 0) === 0;
    },
  };
}
export type IdentityRepository = ReturnType<typeof identityRepository>;
