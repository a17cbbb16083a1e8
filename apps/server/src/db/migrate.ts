import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
// Any constant shared by every process of this portal: serialises migrations across them.
const MIGRATION_LOCK_KEY = 7_302_118_421;

/** Applies the same SQL migrations on PGlite and on PostgreSQL. */
export async function runMigrations(database: Pick<Database, 'kind' | 'db' | 'pool'>): Promise<void> {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the driver-specific migrator wants its own database type.
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  // Several processes may start at once against one PostgreSQL: one migrates, the others wait.
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    await migrateNodePg(database.db as any, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
  await database.db.execute(sql`select 1`);
}
