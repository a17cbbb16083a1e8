import type { Db } from '../db/client.ts';
import { logsSeeding } from '../modules/logs/logs.port.ts';

export type LogsDemoOptions = {
  orgIds: readonly string[];
  /** App ids per company, or one list shared out among the companies in turn. */
  appIds: readonly string[] | Readonly<Record<string, readonly string[]>>;
  now: Date;
  /** How many lines in all (default 30,000). */
  rows?: number;
  days?: number;
  seed?: number;
};

const users = [
  // The demo accounts too, so their "usages of self" have data.
  'admin@demo.example',
  'developer@demo.example',
  'ada@acme.example',
  'dev@acme.example',
  'sam@acme.example',
  'dana@bright.example',
  'pat@globex.example',
];
const events = [
  'expense.submitted',
  'expense.approved',
  'worker.synced',
  'asset.scanned',
  'page.viewed',
  'job.completed',
];
const remotePaths = ['/workers', '/organizations', '/jobProfiles', '/expenses', '/assets', '/timeOff'];
const paths = ['/api/v1/expenses', '/api/v1/assets/{id}', '/api/v1/workers', '/api/v1/approvals', '/health'];
const tenants = ['acme_dev', 'acme_impl', 'bright_sb'];
const agents = ['Mozilla/5.0 (Windows NT 10.0)', 'Mozilla/5.0 (Macintosh)', 'okhttp/4.12', 'curl/8.5.0'];
// No audit or build lines: those of the demo world are the real ones its seeders write through the
// services (who created, promoted, certified, deployed which app; each build's own log), so they agree
// with the apps, versions and builds the world has. Access 40 %, app events 35 %, remote API calls 25 %.
const shares = { access: 0.4, appEvent: 0.35 };

const DAY = 86_400_000;
const DEFAULT_DAYS = 30;

/**
 * The day partitions of the demo's month of logs. They need no app, so the workspace seeder makes them
 * while its apps are created, whose source checks wait on task threads rather than on the database.
 */
export async function makeLogsDemoDays(db: Db, now: Date, days = DEFAULT_DAYS): Promise<void> {
  await logsSeeding(db).ensureRange(new Date(now.getTime() - days * DAY), now);
}

function appsByOrg(options: LogsDemoOptions): Map<string, readonly string[]> {
  const map = new Map<string, string[]>(options.orgIds.map((id) => [id, []]));
  if (Array.isArray(options.appIds)) {
    (options.appIds as readonly string[]).forEach((app, i) => {
      map.get(options.orgIds[i % options.orgIds.length]!)!.push(app);
    });
  } else {
    for (const [org, apps] of Object.entries(options.appIds as Record<string, readonly string[]>)) {
      map.set(org, [...apps]);
    }
  }
  return map;
}

/**
 * The demo world's logs: a month of lines for the given companies and apps, busier on
 * working hours, the same on every run, with their day partitions. Writes no line when those companies
 * already have logs. Returns how many lines it wrote.
 */
export async function seedLogsDemo(db: Db, options: LogsDemoOptions): Promise<number> {
  await makeLogsDemoDays(db, options.now, options.days);
  return writeLogsDemoLines(db, options);
}

/** seedLogsDemo's lines, for a caller that made the day partitions already (makeLogsDemoDays). */
export async function writeLogsDemoLines(db: Db, options: LogsDemoOptions): Promise<number> {
  const logs = logsSeeding(db);
  // App events come only from this seed: the build and access lines the seed's own apps and the first
  // requests write before it runs must not make it think it ran already.
  if (await logs.hasLogs(options.orgIds, ['app_event'])) return 0;
  const days = options.days ?? DEFAULT_DAYS;
  const rows = options.rows ?? 30_000;
  const apps = appsByOrg(options);
  await logs.insertDemoLines({
    companies: options.orgIds.map((orgId) => ({ orgId, appIds: apps.get(orgId) ?? [] })),
    rows,
    end: options.now,
    days,
    seed: options.seed ?? 20_261_122,
    shares,
    words: { users, events, remotePaths, paths, agents, tenants },
  });
  return rows;
}
