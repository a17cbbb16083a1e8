import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, samlConfigs } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

export type SamlRow = typeof samlConfigs.$inferSelect;
export type SamlFields = Omit<typeof samlConfigs.$inferInsert, 'organizationId' | 'enabled' | 'updatedAt'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function samlRepository(db: Db) {
  const locked = async (tx: Tx, organizationId: string) =>
    (
      await tx.select().from(samlConfigs).where(eq(samlConfigs.organizationId, organizationId)).for('update')
    )[0];

  return {
    async companyExists(organizationId: string): Promise<boolean> {
      const rows = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return rows.length > 0;
    },

    async find(organizationId: string): Promise<SamlRow | undefined> {
      const [row] = await db.select().from(samlConfigs).where(eq(samlConfigs.organizationId, organizationId));
      return row;
    },

    /** Writes the configuration, keeping its enabled flag; answers the row it replaced and the new one. */
    save: (organizationId: string, fields: SamlFields) =>
      withTransaction(db, async (tx) => {
        const before = await locked(tx, organizationId);
        const [after] = await tx
          .insert(samlConfigs)
          .values({ organizationId, ...fields })
          .onConflictDoUpdate({
            target: samlConfigs.organizationId,
            set: { ...fields, updatedAt: new Date() },
          })
          .returning();
        return { before, after: after as SamlRow };
      }),

    /**
     * Switches sign-in on or off after `check` accepted the locked row (so a configuration saved meanwhile
     * is the one checked); undefined when the company has none.
     */
    setEnabled: (
      organizationId: string,
      enabled: boolean,
      updatedBy: string | null,
      check: (row: SamlRow) => Promise<void>,
    ) =>
      withTransaction(db, async (tx) => {
        const before = await locked(tx, organizationId);
        if (!before) return undefined;
        await check(before);
        const [after] = await tx
          .update(samlConfigs)
          .set({ enabled, updatedBy, updatedAt: new Date() })
          .where(eq(samlConfigs.organizationId, organizationId))
          .returning();
        return { before, after: after as SamlRow };
      }),
  };
}

export type SamlRepository = ReturnType<typeof samlRepository>;
