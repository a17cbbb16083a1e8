import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rowsOf.ts';
import { logPartitionManager } from '../apps/server/src/modules/logs/logPartitions.ts';
import { logsRepository } from '../apps/server/src/modules/logs/logs.repository.ts';

export const BENCH_ORGS = Array.from({ length: 5 }, (_, i) => `00000000-0000-4000-8000-0000000000b${i}`);
const DAY = 86_400_000;
const CHUNK = 500_000;

export type LoadTimes = { insertMs: number; indexMs: number };

/**
 * N rows spread over 30 days and `orgs` (the 5 BENCH_ORGS unless given; 20 apps each), mixed types,
 * realistic attributes, written by generate_series in the database (no row crosses the driver). The
 * indexes of the migrations are dropped first and built again after the rows, from their own definitions
 * (pg_get_indexdef): one sorted build per index is several times faster than keeping them up to date row
 * by row, and leaves the same indexes.
 */
export async function loadLogs(
  database: Database,
  rows: number,
  now: Date,
  orgs: readonly string[] = BENCH_ORGS,
): Promise<LoadTimes> {
  const repo = logsRepository(database.db);
  await logPartitionManager(repo).ensureRange(new Date(now.getTime() - 30 * DAY), now);
  const indexes = await rowsOf<{ name: string; definition: string }>(
    database.db,
    sql`select c.relname as name, pg_get_indexdef(c.oid) as definition from pg_index i
      join pg_class c on c.oid = i.indexrelid where i.indrelid = 'logs'::regclass`,
  );
  const started = performance.now();
  for (const index of indexes) await database.db.execute(sql.raw(`drop index "${index.name}"`));
  await database.db.execute(sql`select setseed(0.42)`);
  for (let from = 0; from < rows; from += CHUNK) {
    const to = Math.min(rows, from + CHUNK);
    await database.db.execute(sql.raw(insertRows(from + 1, to, now, orgs)));
    process.stdout.write(`  inserted ${to.toLocaleString('en')} rows\r`);
  }
  process.stdout.write('\n');
  const inserted = performance.now();
  await database.db.execute(sql.raw("set maintenance_work_mem = '256MB'"));
  // pg_get_indexdef writes a partitioned index as `ON ONLY logs`, which builds no index on the partitions:
  // without the ONLY every partition gets its index, as the migration's CREATE INDEX gave them.
  for (const index of indexes) {
    await database.db.execute(sql.raw(index.definition.replace(' ON ONLY ', ' ON ')));
  }
  await database.db.execute(sql`analyze logs`);
  await assertPartitionIndexes(database, indexes.length);
  return { insertMs: inserted - started, indexMs: performance.now() - inserted };
}

/** A search measured without its indexes measures nothing: every day's partition must have them all. */
async function assertPartitionIndexes(database: Database, expected: number): Promise<void> {
  const partitions = await rowsOf<{ name: string; indexes: number }>(
    database.db,
    sql`select c.relname as name, (select count(*)::int from pg_index i where i.indrelid = c.oid) as indexes
      from pg_inherits h join pg_class c on c.oid = h.inhrelid where h.inhparent = 'logs'::regclass`,
  );
  const missing = partitions.filter((partition) => partition.indexes < expected);
  if (missing.length > 0) {
    throw new Error(`partitions without their ${expected} indexes: ${missing.map((p) => p.name).join(', ')}`);
  }
}

function insertRows(first: number, last: number, now: Date, orgs: readonly string[]): string {
  return `
    insert into logs (org_id, app_id, date, source, type, level, message, attributes)
    select org, app, date, source, type,
      case when status >= 500 then 'error' when status >= 400 then 'warn' else 'info' end,
      case when type in ('access', 'remote_api') then method || ' /api/v1/' || resource || ' ' || status || ' ' || duration || 'ms'
           when type = 'audit' then 'user' || (g % 50) || ' did apps.deploy'
           when type = 'build' then 'Build b-' || g || ': SUCCEEDED'
           else resource || '.synced by user' || (g % 50) end,
      case when type in ('access', 'remote_api') then jsonb_build_object('method', method, 'status', status, 'durationMs', duration, 'path', '/api/v1/' || resource)
           when type = 'app_event' then jsonb_build_object('eventName', resource || '.synced', 'durationMs', duration)
           else jsonb_build_object('actor', 'user' || (g % 50)) end
    from (
      select g,
        ('{${orgs.join(',')}}'::uuid[])[1 + g % ${orgs.length}] as org,
        'app-' || (g % 5) || '-' || ((g / 5) % 20) as app,
        timestamptz '${now.toISOString()}' - random() * interval '30 days' as date,
        (array['gateway','integration','orchestration','portal','builder'])[1 + (g / 100) % 5] as source,
        case when r < 0.35 then 'access' when r < 0.6 then 'app_event' when r < 0.8 then 'remote_api' when r < 0.9 then 'audit' else 'build' end as type,
        (array['GET','GET','POST','PUT'])[1 + (g / 7) % 4] as method,
        (array['workers','expenses','assets','approvals','timeOff','jobProfiles'])[1 + (g / 3) % 6] as resource,
        case when random() < 0.9 then 200 when random() < 0.6 then 404 else 503 end as status,
        (5 + (random() ^ 3) * 3000)::int as duration
      from (select g, random() as r from generate_series(${first}, ${last}) g) s
    ) x`;
}
