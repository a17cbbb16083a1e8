import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

describe('app catalog: public browsing, admin publish and withdraw', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof signIn>>;
  let dev: Awaited<ReturnType<typeof signIn>>;
  const anonymous = (url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080' } });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    staff = await signIn(ctx.app, 'staff@demo.example');
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(() => ctx.close());

  it('lists the published samples without a session, searchable by title and description', async () => {
    const all = (await anonymous('/apphub/v1/catalog')).json();
    expect(all.data.map((e: { sample: string }) => e.sample)).toEqual([
      'asset-barcoding',
      'expense-approval',
      'home-card-performance-review',
      'worker-directory-sync',
    ]);
    const found = (await anonymous('/apphub/v1/catalog?q=MANAGER')).json();
    expect(found.data.map((e: { sample: string }) => e.sample)).toEqual([
      'expense-approval',
      'home-card-performance-review',
      'worker-directory-sync',
    ]);
    expect((await anonymous('/apphub/v1/catalog?q=100%25')).json()).toEqual({ total: 0, data: [] });
  });

  it('shows one entry by slug or id with its manifest components, and its code', async () => {
    const res = await anonymous('/apphub/v1/catalog/home-card-performance-review');
    expect(res.statusCode).toBe(200);
    const entry = res.json();
    expect(entry).toMatchObject({ referenceId: 'home_card_performance_review', type: 'JOURNEYS' });
    expect(entry.components.map((c: { kind: string }) => c.kind)).toContain('orchestration');
    expect((await anonymous(`/apphub/v1/catalog/${entry.id}`)).json().sample).toBe(entry.sample);
    const code = (await anonymous('/apphub/v1/catalog/asset-barcoding/code')).json();
    const png = code.files.find((f: { path: string }) => f.path.endsWith('.png'));
    expect(png).toMatchObject({ language: 'binary', encoding: 'base64' });
    const script = code.files.find((f: { path: string }) => f.path.endsWith('.js'));
    expect(script).toMatchObject({ language: 'javascript', encoding: 'utf8' });
  });

  it('answers 404 for an unknown entry and 400 for a malformed one', async () => {
    expect((await anonymous('/apphub/v1/catalog/asset-tracking')).statusCode).toBe(404);
    expect((await anonymous('/apphub/v1/catalog/00000000-0000-4000-8000-000000000000/code')).statusCode).toBe(
      404,
    );
    expect((await anonymous('/apphub/v1/catalog/..%2Fsecrets')).statusCode).toBe(400);
    expect((await anonymous('/apphub/v1/catalog/Bad_Name')).statusCode).toBe(400);
  });

  it('lets staff withdraw and publish; a withdrawn entry is hidden from the public and from copies', async () => {
    const entry = (await anonymous('/apphub/v1/catalog/asset-barcoding')).json();
    const withdrawn = await staff.request('POST', `/apphub/v1/admin/catalog/${entry.id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().published).toBe(false);
    expect((await anonymous('/apphub/v1/catalog/asset-barcoding')).statusCode).toBe(404);
    expect((await anonymous('/apphub/v1/catalog/asset-barcoding/code')).statusCode).toBe(404);
    const publicList = (await anonymous('/apphub/v1/catalog')).json();
    expect(publicList.data.some((e: { id: string }) => e.id === entry.id)).toBe(false);
    const adminList = (await staff.request('GET', '/apphub/v1/admin/catalog')).json();
    expect(adminList.data.find((e: { id: string }) => e.id === entry.id).published).toBe(false);
    const copy = await dev.request('POST', '/apphub/v1/apps', {
      headers: { 'x-organization-id': demoOrgs.acme.id },
      payload: {
        name: 'Copy',
        referenceId: 'copy_of_withdrawn',
        type: 'EXTEND',
        source: { catalog: entry.id },
      },
    });
    expect(copy.statusCode).toBe(404);

    const published = await staff.request('POST', `/apphub/v1/admin/catalog/${entry.id}/publish`);
    expect(published.json().published).toBe(true);
    expect((await anonymous('/apphub/v1/catalog/asset-barcoding')).statusCode).toBe(200);
  });

  it('refuses admin catalog calls to others and to no session, and unknown ids', async () => {
    const entry = (await anonymous('/apphub/v1/catalog/expense-approval')).json();
    expect((await dev.request('GET', '/apphub/v1/admin/catalog')).statusCode).toBe(403);
    expect((await dev.request('POST', `/apphub/v1/admin/catalog/${entry.id}/withdraw`)).statusCode).toBe(403);
    expect((await anonymous('/apphub/v1/admin/catalog')).statusCode).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await staff.request('POST', `/apphub/v1/admin/catalog/${unknown}/publish`)).statusCode).toBe(404);
    expect((await staff.request('POST', '/apphub/v1/admin/catalog/not-a-uuid/publish')).statusCode).toBe(400);
  });
});
