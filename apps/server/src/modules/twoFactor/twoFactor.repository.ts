import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, organizations, userRecoveryCodes, users, userTotp } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

/** All SQL of two-factor sign-in: the authenticator, its recovery codes and the companies' requirement. */
export function twoFactorRepository(db: Db) {
  return {
    async findUser(userId: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async findTotp(userId: string) {
      const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
      return row;
    },

    /** A new pending secret replaces a pending one; a confirmed enrolment is left alone (false). */
    async savePending(userId: string, secretSealed: string): Promise<boolean> {
      const rows = await db
        .insert(userTotp)
        .values({ userId, secretSealed })
        .onConflictDoUpdate({
          target: userTotp.userId,
          set: { secretSealed, lastUsedStep: null, createdAt: sql`now()` },
          setWhere: isNull(userTotp.confirmedAt),
        })
        .returning({ userId: userTotp.userId });
      return rows.length > 0;
    },

    /**
     * Takes the code's time step if it is later than the last one taken, in one statement: of two
     * requests with the same code only one gets the row back (the other is a replay).
     */
    async takeStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(userTotp)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(userTotp.userId, userId),
            or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
          ),
        )
        .returning({ userId: userTotp.userId });
      return rows.length > 0;
    },

    /** Confirms the pending enrolment with its recovery codes, in one transaction. */
    async confirm(userId: string, codeHashes: string[]): Promise<boolean> {
      return withTransaction(db, async (tx) => {
        const rows = await tx
          .update(userTotp)
          .set({ confirmedAt: sql`now()` })
          .where(and(eq(userTotp.userId, userId), isNull(userTotp.confirmedAt)))
          .returning({ userId: userTotp.userId });
        if (rows.length === 0) return false;
        await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
        await tx.insert(userRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        return true;
      });
    },

    /** Marks an unused recovery code used; false when it is not one or was used already. */
    async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(userRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(userRecoveryCodes.userId, userId),
            eq(userRecoveryCodes.codeHash, codeHash),
            isNull(userRecoveryCodes.usedAt),
          ),
        )
        .returning({ userId: userRecoveryCodes.userId });
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(userRecoveryCodes)
        .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** Removes the authenticator and its codes; true when a confirmed one was there. */
    async remove(userId: string): Promise<boolean> {
      return withTransaction(db, async (tx) => {
        await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
        const rows = await tx
          .delete(userTotp)
          .where(eq(userTotp.userId, userId))
          .returning({ confirmedAt: userTotp.confirmedAt });
        return rows.some((row) => row.confirmedAt !== null);
      });
    },

    async companiesOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ organizationId: memberships.organizationId })
        .from(memberships)
        .where(eq(memberships.userId, userId));
      return rows.map((row) => row.organizationId);
    },

    /** One of the user's companies requires a second factor of its members. */
    async requiredByCompany(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: organizations.id })
        .from(memberships)
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .where(and(eq(memberships.userId, userId), eq(organizations.requireTwoFactor, true)))
        .limit(1);
      return row !== undefined;
    },

    async companyRequirement(organizationId: string): Promise<boolean | undefined> {
      const [row] = await db
        .select({ required: organizations.requireTwoFactor })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row?.required;
    },

    /** Answers the previous value (undefined: no such company). */
    async setCompanyRequirement(organizationId: string, required: boolean): Promise<boolean | undefined> {
      return withTransaction(db, async (tx) => {
        const [before] = await tx
          .select({ required: organizations.requireTwoFactor })
          .from(organizations)
          .where(eq(organizations.id, organizationId))
          .for('update');
        if (!before) return undefined;
        await tx
          .update(organizations)
          .set({ requireTwoFactor: required })
          .where(eq(organizations.id, organizationId));
        return before.required;
      });
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof twoFactorRepository>;
