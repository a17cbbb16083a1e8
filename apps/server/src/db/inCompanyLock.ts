import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { organizations } from './schema/index.ts';
import { withTransaction } from './transaction.ts';

/**
 * Runs `work` in a transaction holding the company's row lock, so a count and the write it allows (the
 * last admin, the last seat of a limit) cannot interleave with another change to the same company.
 * Undefined when there is no such company.
 */
export async function inCompanyLock<T>(
  db: Db,
  organizationId: string,
  work: (tx: Db) => Promise<T>,
): Promise<{ value: T } | undefined> {
  return withTransaction(db, async (tx) => {
    const [org] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    if (!org) return undefined;
    return { value: await work(tx) };
  });
}
