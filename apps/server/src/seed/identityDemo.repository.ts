import { count, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberships, organizations, termsAgreements, users } from '../db/schema/index.ts';
import { withTransaction } from '../db/transaction.ts';

export function identityDemoRepository(db: Db) {
  return {
    async hasUsers(): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(users);
      return (row?.n ?? 0) > 0;
    },
    async hasDemoAccounts(): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(users).where(like(users.email, '%@demo.example'));
      return (row?.n ?? 0) > 0;
    },
    async insertAll(
      orgRows: (typeof organizations.$inferInsert)[],
      userRows: (typeof users.$inferInsert)[],
      membershipRows: (typeof memberships.$inferInsert)[],
      agreements: (typeof termsAgreements.$inferInsert)[],
    ) {
      await withTransaction(db, async (tx) => {
        await tx.insert(organizations).values(orgRows);
        await tx.insert(users).values(userRows);
        await tx.insert(memberships).values(membershipRows);
        if (agreements.length > 0) await tx.insert(termsAgreements).values(agreements);
      });
    },
    /** More accounts with their memberships, in one transaction (the people demo). */
    async insertMembers(
      userRows: (typeof users.$inferInsert)[],
      membershipRows: (typeof memberships.$inferInsert)[],
    ) {
      await withTransaction(db, async (tx) => {
        await tx.insert(users).values(userRows);
        await tx.insert(memberships).values(membershipRows);
      });
    },
  };
}
