/**
 * CPU of writing access rows (docs/product/logs.md LOGS-12) into a fresh PGlite, per row, every thread of
 * the process (not part of npm run bench):
 *   node --import tsx bench/accessRowsCpu.ts [variant ...]
 * Rows shaped as accessLog.ts builds them, in batches of 500 (logBuffer's batch size) through the log
 * store's ingestion; BENCH_ROUNDS (7) rounds of BENCH_ROWS (4,000) rows after a warm-up. Prints the median
 * and the spread of each round's process CPU per row, and the main thread's part of it (the rest is the
 * database thread's).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { logsSeeding } from '../apps/server/src/modules/logs/logs.port.ts';
import type { LogInsert } from '../apps/server/src/platform/logStore.ts';
import { demoOrgs } from '../apps/server/src/seed/identityDemo.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const perRound = Number(process.env.BENCH_ROWS ?? 4_000);
const BATCH = 500;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-access-rows-'));
const database = await openPglite(dataDir);
await runMigrations(database);
const { ingest } = logsSeeding(database.db);

function row(i: number): LogInsert {
  const status = i % 10 === 0 ? 404 : 200;
  return {
    orgId: demoOrgs.acme.id,
    appId: null,
    date: new Date(),
    source: 'portal',
    type: 'access',
    level: status >= 400 ? 'warn' : 'info',
    message: `GET /api/v1/flags ${status} 1ms`,
    attributes: {
      method: 'GET',
      path: '/api/v1/flags',
      status,
      durationMs: 1,
      bytes: 120,
      userId: '6b1e6a0e-3f7e-4b8e-9d55-2a0c5e5d7a11',
      ip: '127.0.0.1',
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    },
  };
}

async function run(count: number): Promise<{ total: number; main: number }> {
  const batches = Array.from({ length: count / BATCH }, (_, b) =>
    Array.from({ length: BATCH }, (_, j) => row(b * BATCH + j)),
  );
  const start = process.cpuUsage();
  const startMain = process.threadCpuUsage();
  for (const batch of batches) await ingest(batch);
  const used = process.cpuUsage(start);
  const usedMain = process.threadCpuUsage(startMain);
  return { total: (used.user + used.system) / count, main: (usedMain.user + usedMain.system) / count };
}

await run(perRound);
const figures: { total: number; main: number }[] = [];
for (let round = 0; round < rounds; round++) figures.push(await run(perRound));
figures.sort((a, b) => a.total - b.total);
const median = figures[Math.floor(figures.length / 2)]!;
process.stdout.write(
  `load average ${os.loadavg()[0]!.toFixed(1)}; CPU µs per row, median of ${rounds} x ${perRound}: ` +
    `${median.total.toFixed(1)} (min ${figures[0]!.total.toFixed(1)}, max ${figures.at(-1)!.total.toFixed(1)}); ` +
    `of which the main thread ${median.main.toFixed(1)}\n`,
);
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
