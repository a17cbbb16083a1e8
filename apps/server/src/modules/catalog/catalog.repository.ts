import { type AppType, isUuid } from '@portal/contracts';
import { asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogEntries } from '../../db/schema/index.ts';

export function catalogRepository(db: Db) {
  return {
    async list(options: { q?: string | undefined; publishedOnly: boolean }) {
      const pattern = options.q ? `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const rows = await db
        .select()
        .from(catalogEntries)
        .where(
          pattern
            ? or(ilike(catalogEntries.title, pattern), ilike(catalogEntries.description, pattern))
            : undefined,
        )
        .orderBy(asc(catalogEntries.title));
      return options.publishedOnly ? rows.filter((r) => r.published) : rows;
    },
    async byId(id: string) {
      const [row] = await db.select().from(catalogEntries).where(eq(catalogEntries.id, id));
      return row ?? null;
    },
    /** By id (a uuid) or by sample slug, the two forms a catalog address takes. */
    async byKey(key: string) {
      const column = isUuid(key) ? catalogEntries.id : catalogEntries.sample;
      const [row] = await db.select().from(catalogEntries).where(eq(column, key.toLowerCase()));
      return row ?? null;
    },
    /** One entry per sample; an existing entry (maybe withdrawn by an admin) is left as it is. */
    async ensure(entries: { sample: string; title: string; description: string; type: AppType }[]) {
      if (entries.length === 0) return;
      await db.insert(catalogEntries).values(entries).onConflictDoNothing({ target: catalogEntries.sample });
    },
    async setPublished(id: string, published: boolean) {
      await db
        .update(catalogEntries)
        .set({ published, updatedAt: new Date() })
        .where(eq(catalogEntries.id, id));
    },
  };
}
