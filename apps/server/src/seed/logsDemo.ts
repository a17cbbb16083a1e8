import type { LogType } from '@portal/contracts';
import type { Db } from '../db/client.ts';
import { logsSeeding } from '../modules/logs/logs.port.ts';
import type { LogInsert } from '../platform/logStore.ts';

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

/** mulberry32: a small deterministic PRNG, so every demo database holds the same lines. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

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
const remote = ['/workers', '/organizations', '/jobProfiles', '/expenses', '/assets', '/timeOff'];
const paths = ['/api/v1/expenses', '/api/v1/assets/{id}', '/api/v1/workers', '/api/v1/approvals', '/health'];
const agents = ['Mozilla/5.0 (Windows NT 10.0)', 'Mozilla/5.0 (Macintosh)', 'okhttp/4.12', 'curl/8.5.0'];
// No audit or build lines: those of the demo world are the real ones its seeders write through the
// services (who created, promoted, certified, deployed which app; each build's own log), so they agree
// with the apps, versions and builds the world has.
type DemoLogType = Exclude<LogType, 'audit' | 'build'>;
const types: [DemoLogType, number][] = [
  ['access', 0.4],
  ['app_event', 0.35],
  ['remote_api', 0.25],
];

/** The type whose cumulative share first exceeds r. */
function pickType(r: number): DemoLogType {
  let sum = 0;
  for (const [type, share] of types) {
    sum += share;
    if (r < sum) return type;
  }
  return 'access';
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

/** One realistic line of a type: message, level and attributes agree with each other. */
function line(
  type: DemoLogType,
  random: () => number,
): Pick<LogInsert, 'source' | 'level' | 'message' | 'attributes'> {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const duration = Math.round(5 + random() ** 3 * 3000);
  const status =
    random() < 0.9 ? 200 : random() < 0.6 ? pick([400, 401, 403, 404, 409]) : pick([500, 502, 503]);
  const level =
    status >= 500 ? 'error' : status >= 400 || duration > 2000 ? 'warn' : random() < 0.1 ? 'debug' : 'info';
  switch (type) {
    case 'access': {
      const method = pick(['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE']);
      const path = pick(paths).replace('{id}', String(Math.floor(random() * 900 + 100)));
      const ip = `10.${Math.floor(random() * 255)}.${Math.floor(random() * 255)}.${Math.floor(random() * 255)}`;
      return {
        source: 'gateway',
        level,
        message: `${method} ${path} ${status} ${duration}ms`,
        attributes: {
          method,
          path,
          status,
          durationMs: duration,
          bytes: Math.floor(random() * 50_000),
          ip,
          userAgent: pick(agents),
          userId: pick(users),
        },
      };
    }
    case 'remote_api': {
      const method = pick(['GET', 'GET', 'POST', 'PATCH']);
      const url = `https://api.tenant.example/ccx/v1${pick(remote)}`;
      return {
        source: 'integration',
        level,
        message: `${method} ${url} -> ${status} in ${duration}ms`,
        attributes: {
          method,
          url,
          status,
          durationMs: duration,
          tenant: pick(['acme_dev', 'acme_impl', 'bright_sb']),
        },
      };
    }
    case 'app_event': {
      const eventName = pick(events);
      const failed = random() < 0.05;
      return {
        source: pick(['orchestration', 'page', 'script']),
        level: failed ? 'error' : random() < 0.1 ? 'debug' : 'info',
        message: failed
          ? `${eventName} failed: "timeout" after ${duration}ms`
          : `${eventName} by ${pick(users)}`,
        attributes: { eventName, userId: pick(users), durationMs: duration, tenant: 'acme_dev' },
      };
    }
  }
}

/**
 * The demo world's logs: a month of lines for the given companies and apps, busier on
 * working hours, the same on every run. Writes nothing when those companies already have logs.
 * Returns how many lines it wrote.
 */
export async function seedLogsDemo(db: Db, options: LogsDemoOptions): Promise<number> {
  const logs = logsSeeding(db);
  // App events come only from this seed: the build and access lines the seed's own apps and the first
  // requests write before it runs must not make it think it ran already.
  if (await logs.hasLogs(options.orgIds, ['app_event'])) return 0;
  const random = prng(options.seed ?? 20_261_122);
  const total = options.rows ?? 30_000;
  const days = options.days ?? 30;
  const apps = appsByOrg(options);
  const span = days * 86_400_000;
  const end = options.now.getTime();
  await logs.ensureRange(new Date(end - span), options.now);
  const ingest = logs.ingest;

  let batch: LogInsert[] = [];
  for (let i = 0; i < total; i++) {
    // Working hours (8-18 UTC) are three times as busy: rejection sampling on the hour.
    let date: Date;
    do date = new Date(end - Math.floor(random() * span));
    while (!(date.getUTCHours() >= 8 && date.getUTCHours() < 18) && random() > 1 / 3);
    const orgId = options.orgIds[Math.floor(random() * options.orgIds.length)]!;
    const type = pickType(random());
    const orgApps = apps.get(orgId) ?? [];
    const appId = orgApps[Math.floor(random() * orgApps.length)] ?? null;
    batch.push({ orgId, appId, date, type, ...line(type, random) });
    if (batch.length === 5000) {
      await ingest(batch);
      batch = [];
    }
  }
  await ingest(batch);
  return total;
}
