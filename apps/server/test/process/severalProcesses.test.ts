import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.ts';
import { demoOrgs, seedIdentityDemo } from '../../src/seed/identityDemo.ts';
import { multipartBody } from '../appsTestKit.ts';
import { type EmbeddedPostgresServer, startEmbeddedPostgres } from '../embeddedPostgres.ts';
import { type HttpSession, signInOverHttp } from './httpSession.ts';
import {
  killIfRunning,
  removeTempDirs,
  type ServerProcess,
  startServer,
  tempDir,
  until,
} from './serverProcess.ts';
import { slowSource } from './slowSource.ts';

// Ports no other test file uses: the process files run beside each other and the API files.
const PORT_A = 8265;
const PORT_B = 8266;
const A = `http://127.0.0.1:${PORT_A}`;
const B = `http://127.0.0.1:${PORT_B}`;
// What a load balancer in front of both would be: the provider's issuer and redirects name it.
const PUBLIC_URL = A;
const acme = { 'x-organization-id': demoOrgs.acme.id };

type BuildRow = { id: string; status: string; attempts: number; error: string | null };

/**
 * Two server processes on one PostgreSQL behave as one portal. Each process is the real
 * thing (node main.ts, as `npm run serve` starts it), sharing the database and FILES_DIR as two processes on one machine
 * behind a load balancer would: what starts through one process is checked through the other.
 */
describe('two server processes on one PostgreSQL', () => {
  let postgres: EmbeddedPostgresServer;
  let db: pg.Client;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let dev: HttpSession;

  const buildRow = async (id: string) =>
    (await db.query<BuildRow>('select id, status, attempts, error from builds where id = $1', [id])).rows[0]!;
  const logLines = async (buildId: string) =>
    (
      await db.query<{ message: string }>('select message from build_logs where build_id = $1 order by seq', [
        buildId,
      ])
    ).rows.map((row) => row.message);

  beforeAll(async () => {
    postgres = await startEmbeddedPostgres('portal-multi-');
    const env = {
      DATABASE_URL: postgres.url,
      PUBLIC_URL,
      FILES_DIR: tempDir('multi-files'),
      BUILD_WORKERS: '1',
      // The rate-limit check below names its client in X-Forwarded-For, as a load balancer would.
      TRUST_PROXY: 'true',
      // The kill below waits for the dead process's build to go stale and be swept: 20 s, not the default
      // minute twice over. Still four heartbeats, so a loaded machine does not make a live build look dead.
      BUILD_STALE_SECONDS: '20',
    };
    // debug: A logs when a request starts (the cut upload below waits for that line).
    a = startServer({ ...env, PORT: String(PORT_A), DATA_DIR: tempDir('multi-a'), LOG_LEVEL: 'debug' });
    await a.waitForLog(/^portal ready/, 110_000);
    // A has migrated the database: B starts while the demo people are written (no test runs before both).
    b = startServer({ ...env, PORT: String(PORT_B), DATA_DIR: tempDir('multi-b') });
    const database = await openPostgres(postgres.url);
    await seedIdentityDemo(database.db, { demoPassword: 'demo' });
    await database.close();
    await b.waitForLog(/^portal ready/, 110_000);
    db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
  }, 300_000);

  afterAll(async () => {
    killIfRunning(a);
    killIfRunning(b);
    await db?.end();
    await postgres?.stop();
    removeTempDirs();
  });

  it('uses on one process the session signed in through the other, and ends it through either', async () => {
    dev = await signInOverHttp(A, PUBLIC_URL, 'developer@demo.example');
    const info = await dev.request(B, 'GET', '/api/v1/sessionInfo');
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ sub: dev.info.sub, csrfToken: dev.info.csrfToken });
    // A write on B with the CSRF token issued by A.
    const created = await dev.request(B, 'POST', '/apphub/v1/apps', {
      headers: acme,
      json: { name: 'Made on B', referenceId: 'made_on_b', type: 'EXTEND', source: 'scratch' },
    });
    expect(created.status).toBe(201);

    // Every step of this sign-in goes to the other process than the one before: no stickiness needed.
    const other = await signInOverHttp([B, A], PUBLIC_URL, 'admin@demo.example');
    expect((await other.request(B, 'POST', '/api/v1/logout')).status).toBe(200);
    expect((await other.request(A, 'GET', '/api/v1/sessionInfo')).status).toBe(401);
  });

  it('streams the live status of a build started through one process to a socket held by the other', async () => {
    const ticket = await dev.request(B, 'POST', '/sub-api/v1/notifications/ticket', { headers: acme });
    expect(ticket.status).toBe(200);
    const socket = new WebSocket(
      `ws://127.0.0.1:${PORT_B}/sub-api/v1/notifications/listen?ticket=${((await ticket.json()) as { ticket: string }).ticket}`,
    );
    const events: Array<{ type: string; buildId?: string; status?: string }> = [];
    socket.addEventListener('message', (event) => events.push(JSON.parse(String(event.data))));
    try {
      await until('the socket on B to be ready', async () =>
        events.some((e) => e.type === 'ready') ? true : undefined,
      );
      const created = await dev.request(A, 'POST', '/apphub/v1/apps', {
        headers: acme,
        json: { name: 'Live', referenceId: 'live_status', type: 'EXTEND', source: 'scratch' },
      });
      expect(created.status).toBe(201);
      const buildId: string = ((await created.json()) as { build: { id: string } }).build.id;
      const statuses = () => events.filter((e) => e.buildId === buildId).map((e) => e.status);
      await until('SUCCEEDED on the socket', async () =>
        statuses().includes('SUCCEEDED') ? true : undefined,
      );
      // QUEUED is published by A's request handler: it reached B through NOTIFY, whoever ran the build.
      expect(statuses()).toEqual(expect.arrayContaining(['QUEUED', 'IN_PROGRESS', 'SUCCEEDED']));

      // The job ran once: one attempt, one start line, one process reporting it finished.
      expect(await buildRow(buildId)).toMatchObject({ status: 'SUCCEEDED', attempts: 1 });
      expect((await logLines(buildId)).filter((line) => line === `Build ${buildId} started`)).toHaveLength(1);
      const finished = () =>
        [a!, b!].flatMap((server) =>
          server.logs().filter((line) => line.msg === 'build finished' && line.buildId === buildId),
        );
      // The log is written through a buffer flushed every 200 ms: the line may follow the socket's event.
      await until('the build finished line in a process log', async () =>
        finished().length > 0 ? true : undefined,
      );
      expect(finished()).toHaveLength(1);
    } finally {
      socket.close();
    }
  });

  it('counts a client against one rate limit whichever process it reaches', async () => {
    // The windows are fixed minutes: start well inside one, so the count cannot reset half-way. The 33
    // requests take under a second even on a loaded machine: 10 s left is plenty.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    const redeem = (origin: string, client: string) =>
      fetch(`${origin}/api/v1/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: '{}',
      });
    // /api/v1/token allows 30 a minute per client: 20 through A, then B has 10 left, not 30.
    for (let i = 0; i < 20; i++) expect((await redeem(A, '198.51.100.20')).status).toBe(400);
    for (let i = 0; i < 10; i++) expect((await redeem(B, '198.51.100.20')).status).toBe(400);
    const refused = await redeem(B, '198.51.100.20');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
    expect((await redeem(A, '198.51.100.20')).status).toBe(429);
    expect((await redeem(B, '198.51.100.21')).status).toBe(400);
  });

  // Tens of seconds: a dead process's heartbeat goes stale after BUILD_STALE_SECONDS and the sweep runs as often.
  it('loses nothing the other process acknowledged when one is killed mid-request, and leaves no build running', async () => {
    // Two slow builds at once, one build worker per process: each process runs one of them.
    const upload = async (origin: string, referenceId: string) => {
      const form = multipartBody(
        { name: referenceId, referenceId, type: 'EXTEND', builtOnProvider: 'true' },
        { name: `${referenceId}.zip`, data: await slowSource(referenceId) },
      );
      const res = await dev.request(origin, 'POST', '/apphub/v1/apps/upload', {
        headers: { ...acme, ...form.headers },
        body: form.payload,
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { build: { id: string } }).build.id;
    };
    const slow = await Promise.all([upload(A, 'slow_one'), upload(A, 'slow_two')]);
    // An upload that A has begun to read and will never finish.
    const form = multipartBody(
      { name: 'Killed upload', referenceId: 'killed_upload', type: 'EXTEND', builtOnProvider: 'true' },
      { name: 'killed.zip', data: await slowSource('killed_upload') },
    );
    const half = form.payload.subarray(0, Math.floor(form.payload.length / 2));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(half);
      },
    });
    const cut = fetch(`${A}/apphub/v1/apps/upload`, {
      method: 'POST',
      headers: {
        ...acme,
        ...form.headers,
        'content-length': String(form.payload.length),
        'x-request-id': 'cut-upload',
        'xsrf-token': dev.info.csrfToken,
        cookie: dev.cookie(),
      },
      body,
      duplex: 'half',
    } as RequestInit).then(
      (res) => res.status,
      () => 'cut' as const,
    );
    await until('A to begin the upload', async () =>
      a!.logs().some((line) => line.msg === 'incoming request' && line.reqId === 'cut-upload')
        ? true
        : undefined,
    );

    // Acknowledged by B just before A dies.
    const acked = await dev.request(B, 'POST', '/apphub/v1/apps', {
      headers: acme,
      json: { name: 'Acknowledged', referenceId: 'acked_by_b', type: 'EXTEND', source: 'scratch' },
    });
    expect(acked.status).toBe(201);
    const ackedApp = ((await acked.json()) as { app: { id: string } }).app.id;

    // Killed as soon as both builds run: one of them is A's (one build worker per process).
    await until(
      'both slow builds running at once',
      async () => {
        const rows = await Promise.all(slow.map(buildRow));
        return rows.every((row) => row.status === 'IN_PROGRESS') ? true : undefined;
      },
      180_000,
    );
    a!.child.kill('SIGKILL');
    expect((await a!.exited()).signal).toBe('SIGKILL');
    expect(await cut).toBe('cut');

    // B still serves the session A made, and what B acknowledged.
    expect((await dev.request(B, 'GET', `/apphub/v1/apps/${ackedApp}`, { headers: acme })).status).toBe(200);
    const after = await dev.request(B, 'POST', '/apphub/v1/apps', {
      headers: acme,
      json: { name: 'After', referenceId: 'after_the_kill', type: 'EXTEND', source: 'scratch' },
    });
    expect(after.status).toBe(201);
    // Nothing of the cut upload exists.
    const { rows: cutApps } = await db.query("select id from apps where reference_id = 'killed_upload'");
    expect(cutApps).toEqual([]);

    // The build A was running is taken over by B's sweep once its heartbeat is stale; none stays running.
    const final = await until(
      'every build to finish',
      async () => {
        const { rows } = await db.query<BuildRow>(
          "select id, status, attempts, error from builds where status not in ('SUCCEEDED', 'FAILED')",
        );
        if (rows.length > 0) return undefined;
        return Promise.all(slow.map(buildRow));
      },
      300_000,
    );
    expect(final.map((row) => row.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    // Those acknowledged by B before and after the kill were built too: no build of the test failed.
    const { rows: failed } = await db.query("select id, error from builds where status = 'FAILED'");
    expect(failed).toEqual([]);
    expect(final.map((row) => row.attempts).sort()).toEqual([1, 2]);
    const takenOver = final.find((row) => row.attempts === 2)!;
    expect(
      (await logLines(takenOver.id)).filter(
        (line) => line === 'The server stopped during this build: it is queued again.',
      ),
    ).toHaveLength(1);
    expect(b!.logs().some((line) => line.msg === 'builds interrupted by a restart were recovered')).toBe(
      true,
    );
  }, 600_000);
});
