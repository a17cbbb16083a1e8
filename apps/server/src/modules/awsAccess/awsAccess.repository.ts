import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inCompanyLock } from '../../db/inCompanyLock.ts';
import { awsAccess, memberships, users } from '../../db/schema/index.ts';

export type AwsAccessRow = typeof awsAccess.$inferSelect;

const ofMember = (organizationId: string, userId: string) =>
  and(eq(awsAccess.organizationId, organizationId), eq(awsAccess.userId, userId));

/** Statements on one company's AWS access, run on the transaction that holds the company's row lock. */
function grantStatements(db: Db) {
  return {
    async member(organizationId: string, userId: string) {
      const [row] = await db
        .select({
          associationType: memberships.associationType,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
      return row;
    },

    async grantOf(organizationId: string, userId: string): Promise<AwsAccessRow | undefined> {
      const [row] = await db.select().from(awsAccess).where(ofMember(organizationId, userId));
      return row;
    },

    /** Every holder counts, collaborators too (docs/product/people.md PEOPLE-7). */
    async holders(organizationId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(awsAccess)
        .where(eq(awsAccess.organizationId, organizationId));
      return row?.n ?? 0;
    },

    async insert(organizationId: string, userId: string, grantedBy: string): Promise<AwsAccessRow> {
      const [row] = await db.insert(awsAccess).values({ organizationId, userId, grantedBy }).returning();
      return row!;
    },

    async remove(organizationId: string, userId: string): Promise<AwsAccessRow | undefined> {
      const [row] = await db.delete(awsAccess).where(ofMember(organizationId, userId)).returning();
      return row;
    },
  };
}
export type GrantStatements = ReturnType<typeof grantStatements>;

export function awsAccessRepository(db: Db) {
  return {
    ...grantStatements(db),

    /**
     * Runs `work` in a transaction holding the company's row lock, so that the count of holders and the
     * grant it allows cannot interleave with another grant: of two racing at the limit, one wins.
     * Undefined when there is no such company.
     */
    inCompany: <T>(organizationId: string, work: (statements: GrantStatements) => Promise<T>) =>
      inCompanyLock(db, organizationId, (tx) => work(grantStatements(tx))),

    list: (organizationId: string): Promise<AwsAccessRow[]> =>
      db
        .select()
        .from(awsAccess)
        .where(eq(awsAccess.organizationId, organizationId))
        .orderBy(asc(awsAccess.grantedAt), asc(awsAccess.userId)),
  };
}
export type AwsAccessRepository = ReturnType<typeof awsAccessRepository>;
