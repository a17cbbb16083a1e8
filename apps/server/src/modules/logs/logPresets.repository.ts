import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { logPresets } from '../../db/schema/index.ts';

export type LogPresetRow = typeof logPresets.$inferSelect;
export type LogPresetValues = Omit<
  typeof logPresets.$inferInsert,
  'id' | 'userId' | 'organizationId' | 'createdAt' | 'updatedAt'
>;
type Owner = { userId: string; organizationId: string };

/** Thrown when the (user, company, lower(name)) unique index refuses a name. */
export class DuplicatePresetName extends Error {
  override name = 'DuplicatePresetName';
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicatePresetName('preset name taken');
    throw error;
  }
}

/** Custom log presets: always read and written for one user in one company. */
export function logPresetsRepository(db: Db) {
  const mine = (owner: Owner) =>
    and(eq(logPresets.userId, owner.userId), eq(logPresets.organizationId, owner.organizationId));

  return {
    async list(owner: Owner): Promise<LogPresetRow[]> {
      return db
        .select()
        .from(logPresets)
        .where(mine(owner))
        .orderBy(asc(sql`lower(${logPresets.name})`));
    },

    async create(owner: Owner, values: LogPresetValues): Promise<LogPresetRow> {
      const [row] = await guarded(() =>
        db
          .insert(logPresets)
          .values({ ...values, ...owner })
          .returning(),
      );
      return row!;
    },

    /** undefined when the preset is not this user's in this company. */
    async update(owner: Owner, id: string, values: LogPresetValues): Promise<LogPresetRow | undefined> {
      const [row] = await guarded(() =>
        db
          .update(logPresets)
          .set({ ...values, updatedAt: new Date() })
          .where(and(mine(owner), eq(logPresets.id, id)))
          .returning(),
      );
      return row;
    },

    async delete(owner: Owner, id: string): Promise<boolean> {
      const deleted = await db
        .delete(logPresets)
        .where(and(mine(owner), eq(logPresets.id, id)))
        .returning({ id: logPresets.id });
      return deleted.length === 1;
    },
  };
}
export type LogPresetsRepository = ReturnType<typeof logPresetsRepository>;
