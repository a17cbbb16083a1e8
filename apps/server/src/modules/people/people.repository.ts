import type { Role } from '@portal/contracts';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inCompanyLock } from '../../db/inCompanyLock.ts';
import { invitations, memberships, organizations, users } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';
import { membershipCacheOf } from '../../platform/auth/membershipCache.ts';

const isAdmin = sql`'admin' = any(${memberships.roles})`;

/** Statements of one company's membership changes, on the transaction that holds the company's lock. */
function membershipStatements(db: Db) {
  return {
    async membership(organizationId: string, userId: string) {
      // The name and e-mail go into the audit line, which a reader reads without looking an id up.
      const [row] = await db
        .select({
          roles: memberships.roles,
          associationType: memberships.associationType,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
      return row;
    },

    async adminCount(organizationId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(memberships)
        .where(and(eq(memberships.organizationId, organizationId), isAdmin));
      return row?.n ?? 0;
    },

    async setRoles(organizationId: string, userId: string, roles: Role[]) {
      await db
        .update(memberships)
        .set({ roles })
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
    },

    async removeMember(organizationId: string, userId: string) {
      await db
        .delete(memberships)
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
    },

    async userByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, disabledAt: users.disabledAt })
        .from(users)
        .where(eq(users.email, email));
      return row;
    },

    /** Seats the company's users take: its members and its pending invitations. */
    async seats(organizationId: string): Promise<number> {
      const [members] = await db
        .select({ n: count() })
        .from(memberships)
        .where(eq(memberships.organizationId, organizationId));
      const [pending] = await db
        .select({ n: count() })
        .from(invitations)
        .where(
          and(
            eq(invitations.organizationId, organizationId),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
            gt(invitations.expiresAt, sql`now()`),
          ),
        );
      return (members?.n ?? 0) + (pending?.n ?? 0);
    },

    async membershipCount(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(memberships).where(eq(memberships.userId, userId));
      return row?.n ?? 0;
    },

    async addMember(
      organizationId: string,
      userId: string,
      associationType: 'PRIMARY' | 'SECONDARY',
      roles: Role[],
    ) {
      await db
        .insert(memberships)
        .values({ organizationId, userId, associationType, roles })
        .onConflictDoNothing();
    },

    /** A new invitation replaces the address's pending one in this company (its link stops working). */
    async replaceInvitation(row: typeof invitations.$inferInsert) {
      await db
        .update(invitations)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(invitations.organizationId, row.organizationId),
            eq(invitations.email, row.email),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
          ),
        );
      const [created] = await db.insert(invitations).values(row).returning();
      return created!;
    },

    async invitationByTokenHash(tokenHash: string, lock: boolean) {
      const query = db
        .select({
          id: invitations.id,
          organizationId: invitations.organizationId,
          organizationName: organizations.name,
          email: invitations.email,
          firstName: invitations.firstName,
          lastName: invitations.lastName,
          roles: invitations.roles,
          expiresAt: invitations.expiresAt,
          acceptedAt: invitations.acceptedAt,
          revokedAt: invitations.revokedAt,
        })
        .from(invitations)
        .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
        .where(eq(invitations.tokenHash, tokenHash));
      const [row] = await (lock ? query.for('update', { of: invitations }) : query);
      return row;
    },

    async markAccepted(id: string) {
      await db.update(invitations).set({ acceptedAt: sql`now()` }).where(eq(invitations.id, id));
    },

    async createUser(row: { email: string; firstName: string; lastName: string; passwordHash: string }) {
      const [created] = await db.insert(users).values(row).onConflictDoNothing().returning({ id: users.id });
      return created;
    },
  };
}
export type MembershipStatements = ReturnType<typeof membershipStatements>;

export function peopleRepository(db: Db) {
  return {
    ...membershipStatements(db),

    /**
     * Runs `work` in a transaction holding the company's row lock: the "at least one admin" check and the
     * change it guards cannot interleave with another change to the same company (two admins demoting
     * each other at once would otherwise both pass the check).
     */
    async inCompany<T>(organizationId: string, work: (statements: MembershipStatements) => Promise<T>) {
      try {
        return await inCompanyLock(db, organizationId, (tx) => work(membershipStatements(tx)));
      } finally {
        // After the commit (or the rollback): a company check read before it must not outlive it.
        membershipCacheOf(db)?.forgetOrganization(organizationId);
      }
    },

    /** An invitation's accepting, in one transaction with the invitation row locked. */
    async inTransaction<T>(work: (statements: MembershipStatements) => Promise<T>) {
      try {
        return await withTransaction(db, (tx) => work(membershipStatements(tx)));
      } finally {
        // Accepting adds a membership (never cached while absent), but the statements could change one.
        membershipCacheOf(db)?.forgetAll();
      }
    },

    async pendingInvitations(organizationId: string) {
      return db
        .select()
        .from(invitations)
        .where(
          and(
            eq(invitations.organizationId, organizationId),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
            gt(invitations.expiresAt, sql`now()`),
          ),
        )
        .orderBy(invitations.email);
    },

    async revokeInvitation(organizationId: string, id: string) {
      const [row] = await db
        .update(invitations)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(invitations.organizationId, organizationId),
            eq(invitations.id, id),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
          ),
        )
        .returning({ email: invitations.email });
      return row;
    },

    async organizationName(organizationId: string) {
      const [row] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row?.name;
    },
  };
}
export type PeopleRepository = ReturnType<typeof peopleRepository>;
