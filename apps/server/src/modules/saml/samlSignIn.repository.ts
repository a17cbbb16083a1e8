import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  memberships,
  oidcSecrets,
  organizations,
  samlConfigs,
  samlDomains,
  samlRequests,
  samlSeenAssertions,
  users,
} from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

export type SamlUser = typeof users.$inferSelect;

/** What SAML sign-in reads and writes: the domain routing, its requests, seen assertions and members. */
export function samlSignInRepository(db: Db) {
  return {
    /** The configuration of the company that routes `domain` to its identity provider, when sign-on is on. */
    async enabledConfigForDomain(domain: string) {
      const [row] = await db
        .select({ config: samlConfigs })
        .from(samlDomains)
        .innerJoin(samlConfigs, eq(samlConfigs.organizationId, samlDomains.organizationId))
        .where(and(eq(samlDomains.domain, domain), eq(samlConfigs.enabled, true)));
      return row?.config;
    },

    async config(organizationId: string) {
      const [row] = await db.select().from(samlConfigs).where(eq(samlConfigs.organizationId, organizationId));
      return row;
    },

    async organizationName(organizationId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row?.name;
    },

    async domainsOf(organizationId: string): Promise<string[]> {
      const rows = await db
        .select({ domain: samlDomains.domain })
        .from(samlDomains)
        .where(eq(samlDomains.organizationId, organizationId));
      return rows.map((r) => r.domain).sort();
    },

    async saveRequest(row: typeof samlRequests.$inferInsert) {
      await db.insert(samlRequests).values(row);
    },

    /** An unexpired request of this company, or undefined. */
    async findRequest(organizationId: string, id: string) {
      const [row] = await db
        .select()
        .from(samlRequests)
        .where(
          and(
            eq(samlRequests.id, id),
            eq(samlRequests.organizationId, organizationId),
            gt(samlRequests.expiresAt, new Date()),
          ),
        );
      return row;
    },

    async deleteRequest(id: string) {
      await db.delete(samlRequests).where(eq(samlRequests.id, id));
    },

    /**
     * Records an assertion as used; false when it was already (a replay). One insert decides, so two
     * posts of the same assertion at once cannot both pass.
     */
    async markAssertionSeen(organizationId: string, assertionId: string, expiresAt: Date) {
      const rows = await db
        .insert(samlSeenAssertions)
        .values({ organizationId, assertionId, expiresAt })
        .onConflictDoNothing()
        .returning({ id: samlSeenAssertions.assertionId });
      return rows.length === 1;
    },

    async findUserByEmail(email: string) {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      return user;
    },

    async isMember(userId: string, organizationId: string) {
      const rows = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)));
      return rows.length > 0;
    },

    /**
     * Just-in-time membership: the user (created without a password when new) joins the company, without
     * roles; a company admin grants them. In one transaction, so a failure leaves no account half made.
     */
    joinCompany: (
      organizationId: string,
      person: { email: string; firstName: string; lastName: string },
      existing: SamlUser | undefined,
    ) =>
      withTransaction(db, async (tx) => {
        let user = existing;
        if (!user) {
          [user] = await tx
            .insert(users)
            .values({ email: person.email, firstName: person.firstName, lastName: person.lastName })
            .onConflictDoNothing()
            .returning();
          // Created meanwhile by another sign-in of the same person: use that account.
          user ??= (await tx.select().from(users).where(eq(users.email, person.email)))[0];
        }
        if (!user) throw new Error('the account could not be created');
        const [other] = await tx
          .select({ userId: memberships.userId })
          .from(memberships)
          .where(eq(memberships.userId, user.id))
          .limit(1);
        await tx
          .insert(memberships)
          .values({
            organizationId,
            userId: user.id,
            associationType: other ? 'SECONDARY' : 'PRIMARY',
            roles: [],
          })
          .onConflictDoNothing();
        return { user, created: !existing };
      }),

    async getOrCreateSecret<T>(name: string, create: () => T): Promise<T> {
      const [existing] = await db.select().from(oidcSecrets).where(eq(oidcSecrets.name, name));
      if (existing) return existing.value as T;
      await db.insert(oidcSecrets).values({ name, value: create() }).onConflictDoNothing();
      const [stored] = await db.select().from(oidcSecrets).where(eq(oidcSecrets.name, name));
      return stored!.value as T;
    },

    async deleteExpired(now = new Date()) {
      await db.delete(samlRequests).where(lt(samlRequests.expiresAt, now));
      await db.delete(samlSeenAssertions).where(lt(samlSeenAssertions.expiresAt, now));
    },
  };
}

export type SamlSignInRepository = ReturnType<typeof samlSignInRepository>;
