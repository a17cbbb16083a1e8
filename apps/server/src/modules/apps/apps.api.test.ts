import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, multipartBody, waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { patchEntry, zipBuffer } from '../../platform/zip/testZips.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { starterTemplate } from './source/starterTemplates.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const LIMIT = 64 * 1024;

describe('app hub: create, upload, list, retire', () => {
  let ctx: TestContext;
  let dev: Awaited<ReturnType<typeof signIn>>;
  let member: Awaited<ReturnType<typeof signIn>>;
  let dsc: Awaited<ReturnType<typeof signIn>>;
  const acme = { 'x-organization-id': ACME };

  beforeAll(async () => {
    ctx = await createTestApp({ APP_UPLOAD_MAX_BYTES: String(LIMIT) });
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    member = await signIn(ctx.app, 'member@demo.example');
    dsc = await signIn(ctx.app, 'dsc@demo.example');
  });
  afterAll(() => ctx.close());

  const upload = (fields: Record<string, string>, file?: { name: string; data: Buffer }) => {
    const body = multipartBody(fields, file);
    return dev.request('POST', '/apphub/v1/apps/upload', {
      headers: { ...acme, ...body.headers },
      payload: body.payload,
    });
  };
  const fields = (referenceId: string) => ({
    name: 'Uploaded',
    referenceId,
    type: 'EXTEND',
    builtOnProvider: 'true',
  });

  it('creates an app from scratch whose build runs as a job to SUCCEEDED with log lines', async () => {
    const res = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: {
        name: 'Time off',
        referenceId: 'time_off',
        type: 'JOURNEYS',
        builtOnProvider: false,
        source: 'scratch',
      },
    });
    expect(res.statusCode).toBe(201);
    const { app, version, build } = res.json();
    expect(app).toMatchObject({ referenceId: 'time_off', organizationId: ACME, type: 'JOURNEYS' });
    expect(version).toMatchObject({ number: 1, version: '0.1.0', environment: 'Development' });
    expect(['SCHEDULED', 'QUEUED', 'IN_PROGRESS']).toContain(build.status);
    const done = await waitForBuild(dev, ACME, build.id);
    expect(done.status).toBe('SUCCEEDED');
    expect(done.artifactChecksum).toMatch(/^sha256:[0-9a-f]{64}$/);
    const logs = (
      await dev.request('GET', `/apphub/v1/builds/${build.id}/logs?after=0&limit=2`, { headers: acme })
    ).json();
    expect(logs.data.map((l: { seq: number }) => l.seq)).toEqual([1, 2]);
    const rest = (
      await dev.request('GET', `/apphub/v1/builds/${build.id}/logs?after=${logs.nextAfter}`, {
        headers: acme,
      })
    ).json();
    expect(rest.complete).toBe(true);
    expect(rest.data.at(-1).message).toBe('Build SUCCEEDED');
    const download = await dev.request('GET', `/apphub/v1/builds/${build.id}/logs/download`, {
      headers: acme,
    });
    expect(download.body).toContain('INFO Build SUCCEEDED');
    const source = await dev.request('GET', `/apphub/v1/versions/${version.id}/source`, { headers: acme });
    expect(source.headers['content-type']).toBe('application/zip');
    expect(source.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a duplicate reference ID, whatever its case, with its message', async () => {
    const res = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Again', referenceId: 'TIME_OFF', type: 'EXTEND', source: 'scratch' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An app has already been created with this reference ID: TIME_OFF');
  });

  it('creates an app as a copy of an app-catalog entry', async () => {
    const catalog = (await dev.request('GET', '/apphub/v1/catalog?q=expense')).json();
    expect(catalog.total).toBe(1);
    const res = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: {
        name: 'My expenses',
        referenceId: 'my_expenses',
        type: 'JOURNEYS',
        source: { catalog: catalog.data[0].id },
      },
    });
    expect(res.statusCode).toBe(201);
    expect((await waitForBuild(dev, ACME, res.json().build.id)).status).toBe('SUCCEEDED');
    const code = (await dev.request('GET', `/apphub/v1/catalog/${catalog.data[0].id}/code`)).json();
    expect(code.files.find((f: { path: string }) => f.path === 'manifest.json').language).toBe('json');
  });

  it('creates an app from an uploaded zip', async () => {
    const zip = await starterTemplate('EXTEND', 'uploaded_app', 'Uploaded');
    const res = await upload(fields('uploaded_app'), { name: 'app.zip', data: zip });
    expect(res.statusCode).toBe(201);
    expect(res.json().app.builtOnProvider).toBe(true);
    expect((await waitForBuild(dev, ACME, res.json().build.id)).status).toBe('SUCCEEDED');
  });

  describe('bad uploads create nothing and leave no file', () => {
    const cases: [string, () => Promise<{ name: string; data: Buffer }>, number, RegExp][] = [
      [
        'a wrong extension',
        async () => ({ name: 'app.tar', data: Buffer.from('x') }),
        415,
        /must be a \.zip file/,
      ],
      [
        'a file over the size limit',
        async () => ({ name: 'big.zip', data: Buffer.alloc(LIMIT + 10, 1) }),
        413,
        /at most 0\.06 MB/,
      ],
      [
        'an entry with ..',
        async () => ({
          name: 'a.zip',
          data: patchEntry(await zipBuffer([{ name: 'aa/evil.txt', data: 'x' }]), 0, { name: '../evil.txt' }),
        }),
        422,
        /Unsafe entry name/,
      ],
      [
        'an absolute entry',
        async () => ({
          name: 'a.zip',
          data: patchEntry(await zipBuffer([{ name: 'etc/passwd', data: 'x' }]), 0, { name: '/etc/passw' }),
        }),
        422,
        /Unsafe entry name/,
      ],
      [
        'a backslash entry',
        async () => ({
          name: 'a.zip',
          data: patchEntry(await zipBuffer([{ name: 'a/b.txt', data: 'x' }]), 0, { name: 'a\\b.txt' }),
        }),
        422,
        /Unsafe entry name/,
      ],
      [
        'a symlink',
        async () => ({
          name: 'a.zip',
          data: await zipBuffer([{ name: 'link', data: '/etc/passwd', mode: 0o120777 }]),
        }),
        422,
        /symbolic link/,
      ],
      [
        'a zip bomb',
        async () => ({
          name: 'a.zip',
          data: await zipBuffer([{ name: 'zeros.txt', data: Buffer.alloc(3 * 1024 * 1024) }]),
        }),
        422,
        /Error detected in zip file/,
      ],
      [
        'a truncated zip',
        async () => ({
          name: 'a.zip',
          data: (await starterTemplate('EXTEND', 'bad_one', 'B')).subarray(0, 300),
        }),
        422,
        /Error detected in zip file/,
      ],
      [
        'a manifest failing its schema',
        async () => ({
          name: 'a.zip',
          data: await zipBuffer([
            { name: 'manifest.json', data: JSON.stringify({ referenceId: 'bad_one', name: 'B' }) },
          ]),
        }),
        422,
        /manifest\.json/,
      ],
      [
        'a manifest with another reference ID',
        async () => ({ name: 'a.zip', data: await starterTemplate('EXTEND', 'someone_else', 'B') }),
        422,
        /does not match the app's reference ID 'bad_one'/,
      ],
    ];
    // Stored files only: tmp/ holds the scratch of builds still running from the tests above.
    const stored = async () =>
      (await filesUnder(ctx.config.filesDir)).filter((file) => !file.startsWith('tmp/'));
    it.each(cases)('refuses %s', async (_label, make, status, message) => {
      const before = await stored();
      const res = await upload(fields('bad_one'), await make());
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(await stored()).toEqual(before);
      const got = await dev.request('GET', '/apphub/v1/apps/bad_one', { headers: acme });
      expect(got.statusCode).toBe(404);
    });

    it('refuses a missing name with 400', async () => {
      const zip = await starterTemplate('EXTEND', 'bad_one', 'B');
      const res = await upload({ referenceId: 'bad_one', type: 'EXTEND' }, { name: 'a.zip', data: zip });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/name/);
    });
  });

  it('lists the company apps with search, sort and paging', async () => {
    const res = await dev.request('GET', '/apphub/v1/apps?start=0&length=2&sort=name', { headers: acme });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(3);
    expect(page.data.map((a: { name: string }) => a.name)).toEqual(['My expenses', 'Time off']);
    const builtOn = (await dev.request('GET', '/apphub/v1/apps?list=builtOn', { headers: acme })).json();
    expect(builtOn.data.map((a: { referenceId: string }) => a.referenceId)).toEqual(['uploaded_app']);
    const found = (await dev.request('GET', '/apphub/v1/apps?q=time', { headers: acme })).json();
    expect(found.data[0].latestVersion.buildStatus).toBe('SUCCEEDED');
    const byRef = await dev.request('GET', '/apphub/v1/apps/time_off', { headers: acme });
    expect(byRef.json().name).toBe('Time off');
  });

  it("lists each app with its own latest version's latest build, and the total past the last page", async () => {
    const all = (await dev.request('GET', '/apphub/v1/apps', { headers: acme })).json();
    const built = all.data.filter((a: { latestVersion: unknown }) => a.latestVersion);
    expect(built.length).toBeGreaterThan(1);
    for (const app of built) {
      const builds = await dev.request('GET', `/apphub/v1/versions/${app.latestVersion.id}/builds`, {
        headers: acme,
      });
      expect(app.latestVersion.buildId).toBe(builds.json().data[0].id);
    }
    const first = (await dev.request('GET', '/apphub/v1/apps?q=e&length=1', { headers: acme })).json();
    const past = (await dev.request('GET', '/apphub/v1/apps?q=e&start=50', { headers: acme })).json();
    expect(first.total).toBeGreaterThan(1);
    expect(past).toEqual({ total: first.total, data: [] });
  });

  it('renames an app', async () => {
    const res = await dev.request('PATCH', '/apphub/v1/apps/time_off', {
      headers: acme,
      payload: { name: 'Leave' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Leave');
  });

  it('answers 403 for a role without the permission and 404 for another company app', async () => {
    const create = await member.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'No', referenceId: 'no_way', type: 'EXTEND', source: 'scratch' },
    });
    expect(create.statusCode).toBe(403);
    const retire = await member.request('POST', '/apphub/v1/apps/time_off/retire', { headers: acme });
    expect(retire.statusCode).toBe(403);
    expect(retire.json().message).toBe(
      'You do not have permission to retire this app. Please check your role permissions.',
    );
    const unretire = await member.request('POST', '/apphub/v1/apps/time_off/unretire', { headers: acme });
    expect(unretire.statusCode).toBe(403);
    expect(unretire.json().message).toBe(
      'You do not have permission to unretire this app. Please check your role permissions.',
    );
    const other = await dsc.request('GET', '/apphub/v1/apps/time_off', {
      headers: { 'x-organization-id': BRIGHT },
    });
    expect(other.statusCode).toBe(404);
  });

  it('retires and unretires, listing retired apps with their date', async () => {
    const res = await dev.request('POST', '/apphub/v1/apps/my_expenses/retire', { headers: acme });
    expect(res.statusCode).toBe(200);
    const again = await dev.request('POST', '/apphub/v1/apps/my_expenses/retire', { headers: acme });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('App not found. It may have already been retired or deleted.');
    const retired = (await dev.request('GET', '/apphub/v1/apps?list=retired', { headers: acme })).json();
    expect(retired.data).toHaveLength(1);
    expect(retired.data[0]).toMatchObject({ name: 'My expenses', referenceId: 'my_expenses' });
    expect(retired.data[0].retiredAt).not.toBeNull();
    expect((await dev.request('GET', '/apphub/v1/apps', { headers: acme })).json().total).toBe(2);
    const back = await dev.request('POST', '/apphub/v1/apps/my_expenses/unretire', { headers: acme });
    expect(back.json().retiredAt).toBeNull();
    expect(
      (await dev.request('POST', '/apphub/v1/apps/my_expenses/unretire', { headers: acme })).statusCode,
    ).toBe(409);
  });
});

describe('app hub: the create form’s description', () => {
  let ctx: TestContext;
  let dev: Awaited<ReturnType<typeof signIn>>;
  const acme = { 'x-organization-id': ACME };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(() => ctx.close());

  // docs/product/apps.md APPS-2: the description typed in the create form once never reached the generated
  // manifest.
  it('writes the typed description into the manifest of an app from scratch and of a catalog copy', async () => {
    const manifestOf = async (appId: string) => {
      const draft = await dev.request('GET', `/apphub/v1/apps/${appId}/draft`, { headers: acme });
      expect(draft.statusCode, draft.body).toBe(200);
      return JSON.parse(draft.json().files['manifest.json']) as { description: string };
    };
    const create = async (payload: Record<string, unknown>) => {
      const res = await dev.request('POST', '/apphub/v1/apps', { headers: acme, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().app.id as string;
    };
    const scratch = await create({
      name: 'Described',
      referenceId: 'described_app',
      type: 'EXTEND',
      source: 'scratch',
      description: 'Tracks desk bookings.',
    });
    expect((await manifestOf(scratch)).description).toBe('Tracks desk bookings.');
    const plain = await create({
      name: 'Plain',
      referenceId: 'plain_app',
      type: 'EXTEND',
      source: 'scratch',
    });
    expect((await manifestOf(plain)).description).toBe('A new extend app.');

    const catalog = (await dev.request('GET', '/apphub/v1/catalog?q=expense')).json();
    const copy = await create({
      name: 'Described expenses',
      referenceId: 'described_expenses',
      type: 'JOURNEYS',
      source: { catalog: catalog.data[0].id },
      description: 'Our own expense flow.',
    });
    expect((await manifestOf(copy)).description).toBe('Our own expense flow.');
  });
});
