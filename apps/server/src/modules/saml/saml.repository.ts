import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, samlConfigs, samlDomains } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

export type SamlRow = typeof samlConfigs.$inferSelect;
export type SamlFields = Omit<
  typeof samlConfigs.$inferInsert,
  'organizationId' | 'enabled' | 'updatedAt' | 'jitMembership' | 'idpInitiated'
>;
export type SamlSignInFields = { domains: string[]; jitMembership: boolean; idpInitiated: boolean };

/** Of two companies claiming one domain at once, the second insert fails on the primary key. */
export function isDomainTaken(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
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

    async domains(organizationId: string): Promise<string[]> {
      const rows = await db
        .select({ domain: samlDomains.domain })
        .from(samlDomains)
        .where(eq(samlDomains.organizationId, organizationId));
      return rows.map((r) => r.domain).sort();
    },

    async companyEmailDomains(organizationId: string): Promise<string[]> {
      const [row] = await db
        .select({ domains: organizations.emailDomains })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row?.domains ?? [];
    },

    /**
     * Replaces the company's routed domains and sign-in switches; `taken` names a domain another company
     * routes already. Undefined when the company has no configuration.
     */
    saveSignIn: (organizationId: string, fields: SamlSignInFields, updatedBy: string) =>
      withTransaction(db, async (tx) => {
        const before = await locked(tx, organizationId);
        if (!before) return undefined;
        if (fields.domains.length > 0) {
          const [taken] = await tx
            .select({ domain: samlDomains.domain })
            .from(samlDomains)
            .where(
              and(
                inArray(samlDomains.domain, fields.domains),
                ne(samlDomains.organizationId, organizationId),
              ),
            )
            .limit(1);
          if (taken) return { taken: taken.domain } as const;
        }
        await tx.delete(samlDomains).where(eq(samlDomains.organizationId, organizationId));
        if (fields.domains.length > 0)
          await tx.insert(samlDomains).values(fields.domains.map((domain) => ({ domain, organizationId })));
        const [after] = await tx
          .update(samlConfigs)
          .set({
            jitMembership: fields.jitMembership,
            idpInitiated: fields.idpInitiated,
            updatedBy,
            updatedAt: new Date(),
          })
          .where(eq(samlConfigs.organizationId, organizationId))
          .returning();
        return { before, after: after as SamlRow };
      }),

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
