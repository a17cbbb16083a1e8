import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { LogArchive } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursAgo, logLine, testIngest } from '../../../test/logsFixtures.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { apps, logArchives } from '../../db/schema/index.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { LOG_ARCHIVE_QUEUE } from './logArchives.service.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const UMBRELLA = demoOrgs.umbrella.id;
const ARCHIVES = '/observability/v1/logs/archives';
// The lines' apps: an archive of an app the company may not see is refused (docs/product/logs.md LOGS-11).
const A1 = '0000000a-0000-4000-8000-0000000000a1';
const A2 = '0000000a-0000-4000-8000-0000000000a2';

type Session = Awaited<ReturnType<typeof signIn>>;

async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

describe('log archives API', () => {
  let ctx: TestContext;
  let admin: Session;
  let developer: Session;
  let specialist: Session;
  let member: Session;
  const now = Date.now();
  const range = { start: hoursAgo(48, now).toISOString(), end: new Date(now).toISOString() };
  const archiveDir = () => path.join(ctx.config.filesDir, 'log-archives');

  const ask = (who: Session, org: string, body: Record<string, unknown>) =>
    who.request('POST', ARCHIVES, { headers: { 'x-organization-id': org }, payload: body });
  const list = async (who: Session, org: string) => {
    const res = await who.request('GET', ARCHIVES, { headers: { 'x-organization-id': org } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: LogArchive[] }).data;
  };
  const settled = async (who: Session, org: string, id: string): Promise<LogArchive> => {
    for (let i = 0; i < 200; i++) {
      const archive = (await list(who, org)).find((a) => a.id === id);
      if (archive && archive.status !== 'QUEUED' && archive.status !== 'RUNNING') return archive;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`archive ${id} still pending`);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    await ctx.database.db.insert(apps).values([
      { id: A1, organizationId: ACME, referenceId: 'app_a1', name: 'App A1', type: 'EXTEND' },
      { id: A2, organizationId: ACME, referenceId: 'app_a2', name: 'App A2', type: 'EXTEND' },
    ]);
    const { ingest } = testIngest(ctx.database);
    // 1,200 Acme lines (more than one read batch) over two days, half of them app-a1's; one Bright line.
    await ingest(
      Array.from({ length: 1200 }, (_, i) =>
        logLine({
          orgId: ACME,
          appId: i % 2 === 0 ? A1 : A2,
          date: hoursAgo(47 * (i / 1200) + 0.01, now),
          message: `line ${i}`,
        }),
      ),
    );
    await ingest([logLine({ orgId: BRIGHT, date: hoursAgo(1, now), message: 'bright only' })]);
    admin = await signIn(ctx.app, 'admin@demo.example');
    developer = await signIn(ctx.app, 'developer@demo.example');
    specialist = await signIn(ctx.app, 'specialist@demo.example');
    member = await signIn(ctx.app, 'member@demo.example');
  });
  afterAll(() => ctx.close());

  it('writes every line of the range as gzip NDJSON in a job, then serves it', async () => {
    const res = await ask(developer, ACME, range);
    expect(res.statusCode, res.body).toBe(202);
    const asked = res.json() as LogArchive;
    expect(asked).toMatchObject({ status: 'QUEUED', createdBy: 'developer@demo.example', appId: null });

    const ready = await settled(developer, ACME, asked.id);
    expect(ready).toMatchObject({ status: 'READY', rowCount: 1200, error: null });
    expect(ready.sizeBytes).toBeGreaterThan(0);

    const file = await developer.request('GET', `${ARCHIVES}/${asked.id}/download`, {
      headers: { 'x-organization-id': ACME },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/gzip');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="logs-.+\.ndjson\.gz"$/);
    expect(file.rawPayload.length).toBe(ready.sizeBytes);
    // The same file through a link, which names the company in the query instead of a header.
    const link = await developer.request('GET', `${ARCHIVES}/${asked.id}/download?organizationId=${ACME}`);
    expect(link.statusCode).toBe(200);
    expect(link.rawPayload.equals(file.rawPayload)).toBe(true);
    const foreign = await developer.request(
      'GET',
      `${ARCHIVES}/${asked.id}/download?organizationId=${BRIGHT}`,
    );
    expect(foreign.statusCode).toBe(403);
    const lines = gunzipSync(file.rawPayload)
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(1200);
    // Newest first, and only Acme's.
    expect(lines[0].message).toBe('line 0');
    expect(lines.some((line) => line.message === 'bright only')).toBe(false);
  });

  it("archives one app's lines when asked", async () => {
    const asked = (await ask(admin, ACME, { ...range, appId: A1 })).json() as LogArchive;
    const ready = await settled(admin, ACME, asked.id);
    expect(ready).toMatchObject({ status: 'READY', rowCount: 600, appId: A1, appName: 'App A1' });
    const foreign = await ask(admin, ACME, { ...range, appId: '00000000-0000-4000-8000-00000000beef' });
    expect(foreign.statusCode).toBe(404);

    const [app] = await ctx.database.db
      .insert(apps)
      .values({ organizationId: ACME, referenceId: 'archived_app', name: 'Archived App', type: 'EXTEND' })
      .returning({ id: apps.id });
    const named = (await ask(admin, ACME, { ...range, appId: app!.id })).json() as LogArchive;
    expect(await settled(admin, ACME, named.id)).toMatchObject({ appName: 'Archived App', rowCount: 0 });
  });

  it('reads the range as it was when asked for, even if the job runs days later', async () => {
    // Asked for 20 days ago, the range then started 20 days back; today it is 40 days back, past the limit.
    const { ingest } = testIngest(ctx.database);
    await ingest([logLine({ orgId: BRIGHT, date: hoursAgo(24 * 39.5, now), message: 'old bright line' })]);
    const [row] = await ctx.database.db
      .insert(logArchives)
      .values({
        organizationId: BRIGHT,
        rangeStart: hoursAgo(24 * 40, now),
        rangeEnd: hoursAgo(24 * 39, now),
        createdAt: hoursAgo(24 * 20, now),
      })
      .returning({ id: logArchives.id });
    await ctx.jobs.send(LOG_ARCHIVE_QUEUE, { archiveId: row!.id });
    expect(await settled(admin, BRIGHT, row!.id)).toMatchObject({ status: 'READY', rowCount: 1 });
  });

  it('answers 409 for the file of an archive still being written', async () => {
    const [row] = await ctx.database.db
      .insert(logArchives)
      .values({ organizationId: ACME, rangeStart: hoursAgo(2, now), rangeEnd: new Date(now) })
      .returning({ id: logArchives.id });
    const res = await admin.request('GET', `${ARCHIVES}/${row!.id}/download`, {
      headers: { 'x-organization-id': ACME },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The archive is not ready yet.');
    await ctx.database.db.delete(logArchives).where(eq(logArchives.id, row!.id));
  });

  it('refuses a bad range with the search rules and records nothing', async () => {
    const before = (await list(admin, ACME)).length;
    const future = await ask(admin, ACME, {
      start: range.start,
      end: new Date(now + 3_600_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Dates and times in the future are not allowed.');
    const backwards = await ask(admin, ACME, { start: range.end, end: range.start });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The end must not be before the start.');
    const tooLong = await ask(admin, ACME, { start: hoursAgo(24 * 40, now).toISOString(), end: range.end });
    expect(tooLong.statusCode).toBe(400);
    expect((await ask(admin, ACME, { start: 'yesterday', end: range.end })).statusCode).toBe(400);
    expect((await ask(admin, ACME, { ...range, appId: '' })).statusCode).toBe(400);
    expect(await list(admin, ACME)).toHaveLength(before);
  });

  it('needs logs.read in the company, and shows one company only its own archives', async () => {
    expect((await ask(member, ACME, range)).statusCode).toBe(403);
    expect(
      (await member.request('GET', ARCHIVES, { headers: { 'x-organization-id': ACME } })).statusCode,
    ).toBe(403);
    expect((await ask(developer, UMBRELLA, range)).statusCode).toBe(403);
    const acme = await list(admin, ACME);
    const bright = await list(admin, BRIGHT);
    expect(acme.length).toBeGreaterThan(0);
    expect(bright.every((archive) => !acme.some((other) => other.id === archive.id))).toBe(true);
    // Another company's archive is not found from here, not forbidden.
    const brightId = bright[0]!.id;
    const res = await admin.request('GET', `${ARCHIVES}/${brightId}/download`, {
      headers: { 'x-organization-id': ACME },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Archive not found.');
    const bad = await admin.request('GET', `${ARCHIVES}/not-a-uuid/download`, {
      headers: { 'x-organization-id': ACME },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lets its maker or a company admin delete an archive, with its file', async () => {
    const asked = (await ask(developer, ACME, range)).json() as LogArchive;
    await settled(developer, ACME, asked.id);
    const file = `${ACME}/${asked.id}.ndjson.gz`;
    expect(await filesUnder(archiveDir())).toContain(file);

    const headers = { 'x-organization-id': ACME };
    const bySpecialist = await specialist.request('DELETE', `${ARCHIVES}/${asked.id}`, { headers });
    expect(bySpecialist.statusCode).toBe(403);
    expect((await developer.request('DELETE', `${ARCHIVES}/${asked.id}`, { headers })).statusCode).toBe(204);
    expect(await filesUnder(archiveDir())).not.toContain(file);
    expect((await list(developer, ACME)).some((a) => a.id === asked.id)).toBe(false);
    expect((await developer.request('DELETE', `${ARCHIVES}/${asked.id}`, { headers })).statusCode).toBe(404);

    const other = (await ask(developer, ACME, range)).json() as LogArchive;
    await settled(developer, ACME, other.id);
    expect((await admin.request('DELETE', `${ARCHIVES}/${other.id}`, { headers })).statusCode).toBe(204);
  });

  it('records archives in the audit trail', async () => {
    const res = await admin.request('POST', '/observability/v1/logs/search', {
      headers: { 'x-organization-id': ACME },
      payload: { ...range, end: new Date().toISOString(), preset: 'Audit Activity' },
    });
    const actions = (res.json() as { data: Array<{ attributes: { action?: string } }> }).data.map(
      (row) => row.attributes.action,
    );
    expect(actions).toContain('logs.archive');
    expect(actions).toContain('logs.archive.delete');
  });
});
