import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client.ts';
import { demoOrgs, seedIdentityDemo } from '../../src/seed/identityDemo.ts';
import { multipartBody } from '../appsTestKit.ts';
import { signInOverHttp } from './httpSession.ts';
import {
  killIfRunning,
  removeTempDirs,
  type ServerProcess,
  startServer,
  tempDir,
  until,
  withDatabase,
} from './serverProcess.ts';
import { slowSource } from './slowSource.ts';

// A port no other test file uses: the process files run beside each other and the API files.
const PORT = '8264';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const acme = { 'x-organization-id': demoOrgs.acme.id };
// What a kill leaves shows within seconds: a minute is plenty even on a loaded machine.
const KILL_WAIT_MS = 60_000;

/** Every file under FILES_DIR, relative to it. */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    : [];

/** Marks a finished pg-boss job as a dead process leaves it: taken by a worker, never settled. */
async function leftRunning(
  db: PGlite,
  queue: string,
  payloadKey: string,
  payloadValue: string,
  retryCount = 0,
) {
  const { rows } = await db.query(
    `update pgboss.job set state = 'active', started_on = now(), heartbeat_on = now(), completed_on = null,
       output = null, retry_count = $4
     where name = $1 and data ->> $2 = $3 returning id`,
    [queue, payloadKey, payloadValue, retryCount],
  );
  if (rows.length === 1) return;
  const jobs = await db.query('select id, state, data from pgboss.job where name = $1', [queue]);
  throw new Error(`expected one ${queue} job for ${payloadValue}: ${JSON.stringify(jobs.rows)}`);
}

/**
 * Reliability: kill -9 during an upload, a log archive and a company's provisioning, then
 * restart on the same DATA_DIR and FILES_DIR: nothing half-made is visible, nothing acknowledged is lost,
 * no job stays running. The demo people are seeded once; each scenario is one start, one kill, one restart.
 * A job that runs in milliseconds cannot be killed reliably mid-run, so (as buildRecovery.test.ts does for
 * builds) the rows are set, between the kill and the restart, to what a death mid-job leaves behind.
 */
describe('kill -9, then restart', () => {
  const dataDir = tempDir('kill-recovery');
  const filesDir = tempDir('kill-recovery-files');
  const env = { DATA_DIR: dataDir, FILES_DIR: filesDir, PORT, PUBLIC_URL: ORIGIN };
  let server: ServerProcess | undefined;

  const start = async (extra: Record<string, string> = {}, timeoutMs = 110_000) => {
    server = startServer({ ...env, ...extra });
    await server.waitForLog(/^portal ready/, timeoutMs);
    return server;
  };
  const kill = async () => {
    server!.child.kill('SIGKILL');
    expect((await server!.exited()).signal).toBe('SIGKILL');
  };
  const stop = async () => {
    server!.child.kill('SIGTERM');
    expect(await server!.exited()).toEqual({ code: 0, signal: null });
  };
  const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

  // The first start migrates; then only the demo people and companies are written (not the whole demo
  // world, whose builds take minutes on a loaded machine), as severalProcesses.test.ts does.
  beforeAll(async () => {
    await start({}, 300_000);
    await stop();
    const database = await openPglite(dataDir);
    await seedIdentityDemo(database.db, { demoPassword: 'demo' });
    await database.close();
  }, 320_000);
  afterEach(() => killIfRunning(server));
  afterAll(removeTempDirs);

  it('leaves nothing of an upload cut mid-body, and keeps what was acknowledged before', async () => {
    // debug: the server logs when a request starts, so the kill lands once the body is being read.
    const first = await start({ LOG_LEVEL: 'debug' });
    const dev = await signInOverHttp(ORIGIN, ORIGIN, 'developer@demo.example');
    const acked = await dev.request(ORIGIN, 'POST', '/apphub/v1/apps', {
      headers: acme,
      json: { name: 'Acknowledged', referenceId: 'acked_before_kill', type: 'EXTEND', source: 'scratch' },
    });
    expect(acked.status).toBe(201);
    const ackedId = (await json<{ app: { id: string } }>(acked)).app.id;

    const form = multipartBody(
      { name: 'Cut upload', referenceId: 'cut_upload', type: 'EXTEND', builtOnProvider: 'true' },
      { name: 'cut.zip', data: await slowSource('cut_upload') },
    );
    // Two thirds of the body sent, the rest never: the server is streaming it to disk when it dies.
    const sent = form.payload.subarray(0, Math.floor((form.payload.length * 2) / 3));
    const cut = fetch(`${ORIGIN}/apphub/v1/apps/upload`, {
      method: 'POST',
      headers: {
        ...acme,
        ...form.headers,
        'content-length': String(form.payload.length),
        'xsrf-token': dev.info.csrfToken,
        cookie: dev.cookie(),
      },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(sent));
        },
      }),
      duplex: 'half',
    } as RequestInit).then(
      (res) => res.status,
      () => 'cut' as const,
    );
    const scratch = path.join(filesDir, 'tmp', String(first.pid));
    const partial = await until(
      'the upload to be on disk',
      async () => {
        const parts = filesUnder(scratch).filter((file) => file.endsWith('.part'));
        return parts.length > 0 ? parts : undefined;
      },
      KILL_WAIT_MS,
    );
    await kill();
    expect(await cut).toBe('cut');
    // The kill left the partial upload in the dead process's scratch folder.
    expect(filesUnder(scratch).filter((file) => file.endsWith('.part'))).toEqual(partial);

    await start();
    expect(fs.existsSync(scratch)).toBe(false);
    expect(filesUnder(filesDir).filter((file) => file.endsWith('.part'))).toEqual([]);
    const again = await signInOverHttp(ORIGIN, ORIGIN, 'developer@demo.example');
    expect((await again.request(ORIGIN, 'GET', `/apphub/v1/apps/${ackedId}`, { headers: acme })).status).toBe(
      200,
    );
    expect((await again.request(ORIGIN, 'GET', '/apphub/v1/apps/cut_upload', { headers: acme })).status).toBe(
      404,
    );
    await stop();
    await withDatabase(dataDir, async (db) => {
      expect((await db.query("select id from apps where reference_id = 'cut_upload'")).rows).toEqual([]);
    });
  });

  it('writes a log archive whose job the kill interrupted at once on restart, and fails one on its last attempt', async () => {
    await start();
    const admin = await signInOverHttp(ORIGIN, ORIGIN, 'admin@demo.example');
    const archive = async () => {
      const now = Date.now();
      const created = await admin.request(ORIGIN, 'POST', '/observability/v1/logs/archives', {
        headers: acme,
        json: { start: new Date(now - 86_400_000).toISOString(), end: new Date(now).toISOString() },
      });
      expect(created.status).toBe(202);
      return (await json<{ id: string }>(created)).id;
    };
    const [firstTry, lastTry] = [await archive(), await archive()];
    await until(
      'both archives written',
      async () =>
        server!.logs().filter((line) => line.msg === 'log archive written').length === 2 ? true : undefined,
      KILL_WAIT_MS,
    );
    await kill();

    // What a death mid-archive leaves: the row RUNNING, its job taken and never settled, no file at the key
    // (storage.put writes into the scratch folder and renames only a whole file), a part in scratch. One
    // job on its first attempt, one on its last (log-archive allows one retry).
    const deadScratch = path.join(filesDir, 'tmp', '999999999');
    await withDatabase(dataDir, async (db) => {
      for (const [id, retryCount] of [
        [firstTry!, 0],
        [lastTry!, 1],
      ] as const) {
        await db.query(
          "update log_archives set status = 'RUNNING', file_key = null, row_count = null, size_bytes = null, finished_at = null where id = $1",
          [id],
        );
        fs.rmSync(path.join(filesDir, `log-archives/${demoOrgs.acme.id}/${id}.ndjson.gz`));
        await leftRunning(db, 'log-archive', 'archiveId', id, retryCount);
      }
    });
    fs.mkdirSync(deadScratch, { recursive: true });
    fs.writeFileSync(path.join(deadScratch, 'put-0123456789ab.part'), 'half an archive');

    // pg-boss would have waited for the jobs' expiry (an hour), the archives RUNNING until then.
    const restarted = await start();
    expect(
      restarted.logs().some((line) => line.msg === 'jobs interrupted by a stop were failed, to be retried'),
    ).toBe(true);
    expect(fs.existsSync(deadScratch)).toBe(false);
    const again = await signInOverHttp(ORIGIN, ORIGIN, 'admin@demo.example');
    const settled = await until(
      'both archives to be READY or FAILED',
      async () => {
        const list = await json<{ data: Array<{ id: string; status: string; error: string | null }> }>(
          await again.request(ORIGIN, 'GET', '/observability/v1/logs/archives', { headers: acme }),
        );
        const rows = [firstTry, lastTry].map((id) => list.data.find((entry) => entry.id === id)!);
        return rows.every((row) => row.status === 'READY' || row.status === 'FAILED') ? rows : undefined;
      },
      30_000,
    );
    expect(settled[0]).toMatchObject({ status: 'READY' });
    expect(settled[1]).toMatchObject({ status: 'FAILED', error: expect.any(String) });
    const file = await again.request(ORIGIN, 'GET', `/observability/v1/logs/archives/${firstTry}/download`, {
      headers: acme,
    });
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    await stop();
    await withDatabase(dataDir, async (db) => {
      const running = await db.query(
        "select id from pgboss.job where name = 'log-archive' and state = 'active'",
      );
      expect(running.rows).toEqual([]);
    });
  });

  it('finishes a company provisioning the kill interrupted half-way, none left PROVISIONING', async () => {
    await start();
    const staff = await signInOverHttp(ORIGIN, ORIGIN, 'staff@demo.example');
    const created = await staff.request(ORIGIN, 'POST', '/auth/v1/organizations', {
      json: {
        organizationName: 'Killed Mid-Provisioning',
        organizationType: 'Customer',
        region: 'scylla:us',
        billingId: 'KMP-1',
        tenantPrefix: 'killedmid',
        emailDomains: ['killedmid.example'],
      },
    });
    expect(created.status).toBe(201);
    const companyId = (await json<{ organizationUuid: string }>(created)).organizationUuid;
    await server!.waitForLog('company provisioned');
    await kill();

    // A death between the job's steps: PROVISIONING (due just now, so the minute sweep would not resend it
    // yet), two of its four tenants made, the default entitlement not granted, the job taken and unsettled.
    await withDatabase(dataDir, async (db) => {
      await db.query(
        "update organizations set account_status = 'PROVISIONING', provisioning_due_at = now() where id = $1",
        [companyId],
      );
      await db.query(
        "delete from tenants where organization_id = $1 and name in ('killedmid_sb', 'killedmid_prod')",
        [companyId],
      );
      await db.query('delete from company_entitlements where organization_id = $1', [companyId]);
      await leftRunning(db, 'company-provisioning', 'organizationId', companyId);
    });

    await start();
    const again = await signInOverHttp(ORIGIN, ORIGIN, 'staff@demo.example');
    const status = await until(
      'the company to leave PROVISIONING',
      async () => {
        const company = await json<{ accountStatus: string }>(
          await again.request(ORIGIN, 'GET', `/auth/v1/organizations/${companyId}`),
        );
        return company.accountStatus === 'PROVISIONING' ? undefined : company.accountStatus;
      },
      30_000,
    );
    expect(status).toBe('PROVISIONED');
    await stop();

    await withDatabase(dataDir, async (db) => {
      const tenants = await db.query<{ name: string }>(
        'select name from tenants where organization_id = $1 order by name',
        [companyId],
      );
      expect(tenants.rows.map((row) => row.name)).toEqual([
        'killedmid_dev',
        'killedmid_impl',
        'killedmid_prod',
        'killedmid_sb',
      ]);
      const granted = await db.query('select name from company_entitlements where organization_id = $1', [
        companyId,
      ]);
      expect(granted.rows).toHaveLength(1);
      const running = await db.query("select id from pgboss.job where state = 'active'");
      expect(running.rows).toEqual([]);
    });
  });
});
