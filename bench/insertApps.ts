import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/server/src/db/client.ts';

/**
 * Many apps in one company, straight into the apps table (as the service writes them), in one statement:
 * the apps list's figures (bench/apps.ts) and its profile (bench/profile.ts).
 */
export async function insertApps(databaseUrl: string, organizationId: string, count: number): Promise<void> {
  const database = await openPostgres(databaseUrl);
  try {
    await database.db.execute(sql`
      insert into apps (organization_id, reference_id, name, description, type, built_on_provider, created_at, updated_at)
      select ${organizationId}::uuid, 'bench_list_' || g, 'Bench list app ' || g, 'Loaded by bench/apps.ts',
        (array['INTEGRATION','JOURNEYS','EXTEND'])[1 + g % 3], g % 2 = 0,
        now() - g * interval '1 minute', now() - g * interval '1 minute'
      from generate_series(1, ${count}) g`);
    // Vacuumed as autovacuum would soon after such an insert: the visibility map lets the list count its
    // apps from an index alone, as it does on a table in steady use.
    await database.db.execute(sql`vacuum analyze apps`);
  } finally {
    await database.close();
  }
}
