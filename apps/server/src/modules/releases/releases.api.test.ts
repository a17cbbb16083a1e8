import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { logs } from '../../db/schema/index.ts';
import { writeZipBuffer } from '../../platform/zip/writeZip.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { starterTemplate } from '../apps/source/starterTemplates.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };
const bright = { 'x-organization-id': demoOrgs.bright.id };
type Session = Awaited<ReturnType<typeof signIn>>;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
const recordModel = {
  name: 'Record',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'owner', type: 'worker' },
  ],
  key: 'title',
};
const homePage = (title: string) => ({
  title,
  route: 'records',
  layout: 'list',
  model: 'record',
  sections: [
    {
      id: 'list',
      fields: [
        { id: 'title', label: 'Title', type: 'text', binding: 'title' },
        { id: 'owner', label: 'Owner', type: 'worker', binding: 'owner' },
      ],
    },
  ],
});

/**
 * A third source of the starter app (starterTemplates.ts): the page changed, the rules script gone, a
 * script, a binary file and a text over 1 MB added, and the manifest's version, description and
 * components changed; the model is the starter's, byte for byte.
 */
function reshapedSource(): Promise<Buffer> {
  const manifest = {
    referenceId: 'board_app',
    name: 'Board app',
    type: 'EXTEND',
    version: '0.3.0',
    description: 'Reshaped.',
    components: [
      { id: 'record', kind: 'model', path: 'models/record.json' },
      { id: 'home', kind: 'page', path: 'pages/home.json' },
      { id: 'extra', kind: 'script', path: 'scripts/extra.js' },
    ],
  };
  return writeZipBuffer([
    { name: 'manifest.json', data: json(manifest) },
    { name: 'models/record.json', data: json(recordModel) },
    { name: 'pages/home.json', data: json(homePage('All records')) },
    { name: 'scripts/extra.js', data: Buffer.from('export function main(r) {\n  return r;\n}\n') },
    { name: 'assets/logo.bin', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]) },
    { name: 'assets/big.txt', data: Buffer.from(randomBytes(800_000).toString('base64')) },
  ]);
}

describe('releases: the promotion board, version diffs and rollback', () => {
  let ctx: TestContext;
  let dev: Session;
  let specialist: Session;
  let brightAdmin: Session;
  let appId: string;
  let v1: string;
  let v2: string;
  let v3: string;

  const upload = async (zip: Buffer) => {
    const body = multipartBody({}, { name: 'source.zip', data: zip });
    const res = await dev.request('POST', `/apphub/v1/apps/${appId}/versions`, {
      headers: { ...acme, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    await waitForBuild(dev, demoOrgs.acme.id, res.json().build.id);
    return res.json().version.id as string;
  };
  const deploy = async (versionId: string, tenant: string) => {
    const res = await dev.request('POST', '/aos/v1/deploy', {
      headers: acme,
      payload: { versionId, tenant, environment: 'Development' },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const get = (url: string, session = dev, headers = acme) => session.request('GET', url, { headers });
  const rollback = (payload: object, session = dev, headers = acme) =>
    session.request('POST', `/apphub/v1/apps/${appId}/rollback`, { headers, payload });
  const column = async (environment: string) =>
    (await get(`/apphub/v1/apps/${appId}/board`))
      .json()
      .columns.find((c: { environment: string }) => c.environment === environment);
  /** Each Development tenant with the version it runs, by tenant name. */
  const runningInDevelopment = async () =>
    (await column('Development')).tenants
      .map((t: { tenant: string; current: { id: string } }) => [t.tenant, t.current.id])
      .sort();

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    specialist = await signIn(ctx.app, 'specialist@demo.example');
    brightAdmin = await signIn(ctx.app, 'admin@demo.example');
    const created = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Board app', referenceId: 'board_app', type: 'EXTEND', source: 'scratch' },
    });
    appId = created.json().app.id;
    v1 = created.json().version.id;
    await waitForBuild(dev, demoOrgs.acme.id, created.json().build.id);
    v2 = await upload(await starterTemplate('EXTEND', 'board_app', 'Board app', 'Second.'));
    v3 = await upload(await reshapedSource());
    for (const name of ['acme_dev2', 'acme_dev3'])
      expect(
        (await dev.request('POST', '/auth/v1/provisioner/tenants', { headers: acme, payload: { name } }))
          .statusCode,
      ).toBe(201);
  }, 120_000);
  afterAll(() => ctx.close());

  it('shows each environment with its versions and tenants, who deployed what and what ran before', async () => {
    await deploy(v1, 'acme_dev');
    await deploy(v2, 'acme_dev');
    const res = await get(`/apphub/v1/apps/${appId}/board`);
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json();
    expect(board.columns.map((c: { environment: string }) => c.environment)).toEqual([
      'Development',
      'Implementation',
      'Sandbox',
      'Production',
    ]);
    const development = board.columns[0];
    expect(development.versions.map((v: { id: string }) => v.id)).toEqual([v3, v2, v1]);
    expect(development.versions[1]).toMatchObject({
      number: 2,
      buildStatus: 'SUCCEEDED',
      buildId: expect.any(String),
    });
    const acmeDev = development.tenants.find((t: { tenant: string }) => t.tenant === 'acme_dev');
    expect(acmeDev).toMatchObject({
      current: { id: v2, number: 2, deployedBy: 'Dev Developer', deployedAt: expect.any(String) },
      previous: { id: v1, number: 1 },
    });
    expect(development.tenants.find((t: { tenant: string }) => t.tenant === 'acme_dev2')).toEqual({
      tenant: 'acme_dev2',
      current: null,
      previous: null,
    });
    expect(board.columns[3]).toMatchObject({
      versions: [],
      tenants: [{ tenant: 'acme_prod', current: null }],
    });
    // A reader sees the board; another company's app is missing to it.
    expect((await get(`/apphub/v1/apps/${appId}/board`, specialist)).statusCode).toBe(200);
    expect((await get(`/apphub/v1/apps/${appId}/board`, brightAdmin, bright)).statusCode).toBe(404);
    expect((await get('/apphub/v1/apps/no_such_app/board')).statusCode).toBe(404);
  });

  it('diffs two versions: files added, removed and changed with sizes and hashes, and the manifest', async () => {
    const res = await get(`/apphub/v1/apps/${appId}/diff?from=${v1}&to=${v3}`);
    expect(res.statusCode, res.body).toBe(200);
    const diff = res.json();
    expect(diff.from).toMatchObject({ id: v1, number: 1 });
    expect(diff.files.map((f: { path: string; change: string }) => [f.path, f.change])).toEqual([
      ['assets/big.txt', 'added'],
      ['assets/logo.bin', 'added'],
      ['manifest.json', 'changed'],
      ['pages/home.json', 'changed'],
      ['scripts/extra.js', 'added'],
      ['scripts/rules.js', 'removed'],
    ]);
    expect(diff.unchangedFiles).toBe(1);
    const page = diff.files.find((f: { path: string }) => f.path === 'pages/home.json');
    expect(page.fromSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(page.fromSha256).not.toBe(page.toSha256);
    expect(diff.manifest).toEqual(
      expect.arrayContaining([
        { key: 'version', change: 'changed', before: '"0.1.0"', after: '"0.3.0"' },
        { key: 'description', change: 'changed', before: expect.any(String), after: '"Reshaped."' },
        { key: 'components.2.id', change: 'changed', before: '"rules"', after: '"extra"' },
      ]),
    );
    // Two equal sources differ in nothing but the manifest's description.
    const same = (await get(`/apphub/v1/apps/${appId}/diff?from=${v1}&to=${v2}`)).json();
    expect(same.files.map((f: { path: string }) => f.path)).toEqual(['manifest.json']);
    expect(same.manifest.map((m: { key: string }) => m.key)).toEqual(['description']);
  });

  it("answers a file's two texts, and says why a binary, a missing or a too large one is not shown", async () => {
    const file = (path: string, from = v1, to = v3) =>
      get(`/apphub/v1/apps/${appId}/diff/file?from=${from}&to=${to}&path=${encodeURIComponent(path)}`);
    const page = await file('pages/home.json');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().from).toMatchObject({ notShown: null, text: expect.stringContaining('"Records"') });
    expect(page.json().to).toMatchObject({ notShown: null, text: expect.stringContaining('"All records"') });
    expect((await file('scripts/rules.js')).json().to).toEqual({
      size: null,
      text: null,
      notShown: 'absent',
    });
    expect((await file('assets/logo.bin')).json().to).toMatchObject({
      text: null,
      notShown: 'binary',
      size: 8,
    });
    const big = (await file('assets/big.txt')).json().to;
    expect(big).toMatchObject({ text: null, notShown: 'tooLarge' });
    expect(big.size).toBeGreaterThan(1_048_576);
    expect((await file('no/such.json')).statusCode).toBe(404);
  });

  it("refuses a diff with another app's or another company's version", async () => {
    const other = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Other', referenceId: 'board_other', type: 'EXTEND', source: 'scratch' },
    });
    const otherVersion = other.json().version.id;
    const res = await get(`/apphub/v1/apps/${appId}/diff?from=${v1}&to=${otherVersion}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Version not found.');
    expect(
      (await get(`/apphub/v1/apps/${appId}/diff?from=${v1}&to=${v2}`, brightAdmin, bright)).statusCode,
    ).toBe(404);
    expect((await get(`/apphub/v1/apps/${appId}/diff?from=${v1}&to=nope`)).statusCode).toBe(400);
  });

  it('rolls a tenant back to the version it ran before, through deploy, with a history line', async () => {
    expect((await rollback({ tenant: 'acme_dev' }, specialist)).statusCode).toBe(403);
    expect((await rollback({ tenant: 'acme_dev' }, brightAdmin, bright)).statusCode).toBe(404);
    const res = await rollback({ tenant: 'acme_dev' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject([
      { tenant: 'acme_dev', environment: 'Development', from: { id: v2 }, to: { id: v1 } },
    ]);
    const history = (await get('/aos/v1/deploy/history?referenceId=board_app&tenant=acme_dev')).json().data;
    expect(history.map((h: { versionId: string }) => h.versionId)).toEqual([v1, v2, v1]);
    expect(history[0].isCurrent).toBe(true);
    // On the audit trail as a rollback, not a plain deploy.
    const audited = await ctx.database.db
      .select({ message: logs.message })
      .from(logs)
      .where(
        and(
          eq(logs.orgId, demoOrgs.acme.id),
          eq(logs.type, 'audit'),
          sql`${logs.attributes}->>'action' = 'apps.rollback'`,
        ),
      );
    expect(audited.map((line) => line.message)).toEqual([
      'Rolled back app Board app (board_app) on tenant acme_dev from version 0.1.0 (number 2) to version 0.1.0 (number 1)',
    ]);
    // Now v1 runs and v2 ran before: the board offers v2 to go back to.
    const acmeDev = (await column('Development')).tenants.find(
      (t: { tenant: string }) => t.tenant === 'acme_dev',
    );
    expect(acmeDev).toMatchObject({ current: { id: v1 }, previous: { id: v2 } });
  });

  it('says with a 409 when there is nothing to roll back, and refuses a bad request', async () => {
    const none = await rollback({ tenant: 'acme_dev2' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(
      'App Board app is not deployed to tenant acme_dev2: there is nothing to roll back.',
    );
    await deploy(v2, 'acme_dev2');
    const first = await rollback({ tenant: 'acme_dev2' });
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(
      'Tenant acme_dev2 has run no other version of app Board app: there is nothing to roll back to.',
    );
    expect((await rollback({ environment: 'Production' })).statusCode).toBe(409);
    expect((await rollback({ tenant: 'acme_nope' })).statusCode).toBe(404);
    expect((await rollback({})).statusCode).toBe(400);
    expect((await rollback({ tenant: 'acme_dev', environment: 'Development' })).statusCode).toBe(400);
  });

  it('rolls back every tenant of an environment that runs its newest version, and leaves the others', async () => {
    // acme_dev runs v1 (rolled back above); acme_dev2 goes v2 then v3, acme_dev3 v1 then v3: v3 is newest.
    await deploy(v1, 'acme_dev3');
    await deploy(v3, 'acme_dev3');
    await deploy(v3, 'acme_dev2');
    const res = await rollback({ environment: 'Development' });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json().data.map((r: { tenant: string; to: { id: string } }) => [r.tenant, r.to.id]);
    expect(moved.sort()).toEqual([
      ['acme_dev2', v2],
      ['acme_dev3', v1],
    ]);
    expect(await runningInDevelopment()).toEqual([
      ['acme_dev', v1],
      ['acme_dev2', v2],
      ['acme_dev3', v1],
    ]);
    const history = (await get('/aos/v1/deploy/history?referenceId=board_app&tenant=acme_dev')).json().data;
    expect(history).toHaveLength(3);
  });

  it("leaves every tenant as it was when an environment's rollback fails half-way", async () => {
    // Both dev tenants run v3 again; the rollback would put v2 on acme_dev2, then v1 on acme_dev3.
    await deploy(v3, 'acme_dev2');
    await deploy(v3, 'acme_dev3');
    const historyOf = async (tenant: string) =>
      (await get(`/aos/v1/deploy/history?referenceId=board_app&tenant=${tenant}`)).json().data.length;
    const rollbacksAudited = async () =>
      (
        await ctx.database.db
          .select({ message: logs.message })
          .from(logs)
          .where(and(eq(logs.type, 'audit'), sql`${logs.attributes}->>'action' = 'apps.rollback'`))
      ).length;
    const before = { dev2: await historyOf('acme_dev2'), audit: await rollbacksAudited() };
    // The database refuses the second tenant's history line, after the first tenant's rows are written.
    await ctx.database.db.execute(
      sql.raw(`create function refuse_acme_dev3() returns trigger
      language plpgsql as $$ begin
        if new.tenant = 'acme_dev3' then raise exception 'acme_dev3 refused by the test'; end if;
        return new;
      end $$`),
    );
    await ctx.database.db.execute(
      sql.raw(`create trigger refuse_acme_dev3 before insert on deployment_history
        for each row execute function refuse_acme_dev3()`),
    );
    try {
      const res = await rollback({ environment: 'Development' });
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql.raw('drop trigger refuse_acme_dev3 on deployment_history'));
      await ctx.database.db.execute(sql.raw('drop function refuse_acme_dev3()'));
    }
    expect(await runningInDevelopment()).toEqual([
      ['acme_dev', v1],
      ['acme_dev2', v3],
      ['acme_dev3', v3],
    ]);
    expect(await historyOf('acme_dev2')).toBe(before.dev2);
    expect(await rollbacksAudited()).toBe(before.audit);
    // Nothing was left half-done: the same rollback goes through whole once the database accepts it.
    const again = await rollback({ environment: 'Development' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.map((r: { tenant: string; to: { id: string } }) => [r.tenant, r.to.id])).toEqual(
      [
        ['acme_dev2', v2],
        ['acme_dev3', v1],
      ],
    );
  });
});
