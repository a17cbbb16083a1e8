/**
 * A CPU profile of one endpoint under load, summarised (not part of npm test or npm run bench):
 *   node --import tsx bench/profile.ts portal|portal-postgres <path> [seconds]
 * The bench server (bench/benchServer.ts) is signed in as developer@demo.example; autocannon sends its
 * session cookie and the acme company header. After a 2 s warm-up the server's V8 profiler runs for the
 * measured load only. On portal-postgres, BENCH_APPS_LIST_ROWS apps (default 0) are inserted first, for
 * the apps list. Prints req/s, the top self-time (bench/profileSummary.ts) and where the profile is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { demoOrgs } from '../apps/server/src/seed/identityDemo.ts';
import { startServer, stopServer } from './http.ts';
import { insertApps } from './insertApps.ts';
import { summariseProfile } from './profileSummary.ts';

const [mode, urlPath, seconds = '10'] = process.argv.slice(2);
if ((mode !== 'portal' && mode !== 'portal-postgres') || !urlPath)
  throw new Error('usage: profile.ts portal|portal-postgres <path> [seconds]');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-profile-'));
process.env.BENCH_PROFILE_DIR = dir;
const server = await startServer(mode);
try {
  const rows = Number(process.env.BENCH_APPS_LIST_ROWS ?? 0);
  if (rows > 0 && server.databaseUrl) await insertApps(server.databaseUrl, demoOrgs.acme.id, rows);
  const load = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${server.port}${urlPath}`,
      connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
      duration,
      headers: { cookie: server.cookie, 'x-organization-id': demoOrgs.acme.id },
    });
  await load(2);
  server.child.kill('SIGUSR2');
  const result = await load(Number(seconds));
  process.stdout.write(
    `${urlPath}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
      `non-2xx ${result.non2xx}, load average ${os.loadavg()[0]!.toFixed(2)}\n`,
  );
} finally {
  await stopServer(server);
}
const file = path.join(dir, 'server.cpuprofile');
process.stdout.write(`${summariseProfile(JSON.parse(fs.readFileSync(file, 'utf8')), 20)}\n${file}\n`);
