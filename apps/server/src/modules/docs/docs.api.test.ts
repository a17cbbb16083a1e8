import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { seedIdentityDemo } from '../../seed/identityDemo.ts';

const page = (title: string, extra = '') => `---
title: ${title}
summary: What ${title} is about.
section: operations
order: 50
updated: 2026-11-24
---
Intro of ${title}.

## First part

Some text about quarterly reconciliation.${extra}
`;

describe('documentation: public pages, staff editing, feedback', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof signIn>>;
  let dev: Awaited<ReturnType<typeof signIn>>;
  const anonymous = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: HOST } });

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.contentReady;
    await seedIdentityDemo(ctx.database.db, ctx.config);
    staff = await signIn(ctx.app, 'staff@demo.example');
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(() => ctx.close());

  it('ships its pages: every one published, in reading order, with the legacy link targets among them', async () => {
    const list = (await anonymous('/sub-api/v1/docs')).json().data as { slug: string; section: string }[];
    const slugs = list.map((doc) => doc.slug);
    expect(slugs).toEqual(expect.arrayContaining(['getting-started', 'tenants', 'orchestration']));
    expect(list[0]!.section).toBe('getting-started');
    const tenants = (await anonymous('/sub-api/v1/docs/tenants')).json();
    expect(tenants.headings.map((h: { id: string }) => h.id)).toContain('enable-a-tenant');
    expect(tenants.html).toContain('id="enable-a-tenant"');
  });

  it('lets staff create, preview, edit, unpublish and delete a page; others may only read', async () => {
    const create = { slug: 'reconciliation', source: page('Reconciliation'), published: false };
    expect((await dev.request('POST', '/sub-api/v1/docs', { payload: create })).statusCode).toBe(403);
    const created = await staff.request('POST', '/sub-api/v1/docs', { payload: create });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'reconciliation',
      title: 'Reconciliation',
      published: false,
    });
    expect((await staff.request('POST', '/sub-api/v1/docs', { payload: create })).json().message).toBe(
      'A page with the address reconciliation already exists.',
    );

    // Unpublished: not for readers, not in the list; staff see it.
    expect((await anonymous('/sub-api/v1/docs/reconciliation')).statusCode).toBe(404);
    expect((await dev.request('GET', '/sub-api/v1/docs/reconciliation')).statusCode).toBe(404);
    expect((await staff.request('GET', '/sub-api/v1/docs/reconciliation')).statusCode).toBe(200);
    expect((await anonymous('/sub-api/v1/docs?all=true')).statusCode).toBe(401);
    const all = (await staff.request('GET', '/sub-api/v1/docs?all=true')).json().data;
    expect(all.map((d: { slug: string }) => d.slug)).toContain('reconciliation');

    const preview = await staff.request('POST', '/sub-api/v1/docs/preview', {
      payload: { source: page('Preview only', '\n\n```ts\nconst x = 1;\n```') },
    });
    expect(preview.json()).toMatchObject({ title: 'Preview only', headings: [{ id: 'first-part' }] });
    expect(preview.json().html).toContain('<code class="language-ts">');

    const saved = await staff.request('PUT', '/sub-api/v1/docs/reconciliation', {
      payload: { source: page('Reconciliation guide'), published: true },
    });
    expect(saved.json()).toMatchObject({ title: 'Reconciliation guide', published: true });
    const shown = (await anonymous('/sub-api/v1/docs/reconciliation')).json();
    expect(shown).toMatchObject({ title: 'Reconciliation guide', section: 'operations', helpful: null });
    expect(shown.previous).not.toBeNull();
    expect((await staff.request('GET', '/sub-api/v1/docs/reconciliation/source')).json().source).toBe(
      page('Reconciliation guide'),
    );
    expect((await dev.request('GET', '/sub-api/v1/docs/reconciliation/source')).statusCode).toBe(403);

    expect((await staff.request('DELETE', '/sub-api/v1/docs/reconciliation')).statusCode).toBe(204);
    expect((await anonymous('/sub-api/v1/docs/reconciliation')).statusCode).toBe(404);
    expect((await staff.request('DELETE', '/sub-api/v1/docs/reconciliation')).statusCode).toBe(404);
  });

  it('refuses bad pages with the fault named, and keeps the page as it was', async () => {
    const bad = async (source: string) =>
      staff.request('PUT', '/sub-api/v1/docs/getting-started', { payload: { source, published: true } });
    const before = (await anonymous('/sub-api/v1/docs/getting-started')).json();
    let res = await bad('# no front matter');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Front matter: title is required.');
    res = await bad(page('X').replace('section: operations', 'section: elsewhere'));
    expect(res.json().message).toMatch(/^Front matter: section is one of getting-started, /);
    res = await bad('x'.repeat(200_001));
    expect(res.statusCode).toBe(400);
    expect((await anonymous('/sub-api/v1/docs/getting-started')).json()).toEqual(before);
    res = await staff.request('POST', '/sub-api/v1/docs', {
      payload: { slug: 'Bad Slug', source: page('X'), published: true },
    });
    expect(res.statusCode).toBe(400);
    res = await staff.request('DELETE', '/sub-api/v1/docs/getting-started');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'A page shipped with the portal cannot be deleted: unpublish it instead.',
    );
  });

  it('renders hostile Markdown harmless', async () => {
    const hostile = page(
      'Hostile',
      '\n\n<script>alert(1)</script>\n\n<iframe src="https://x.example"></iframe>\n\n[x](javascript:alert(1))\n\n<a href="#" onclick="alert(1)">y</a>\n',
    );
    await staff.request('POST', '/sub-api/v1/docs', {
      payload: { slug: 'hostile', source: hostile, published: true },
    });
    const html = (await anonymous('/sub-api/v1/docs/hostile')).json().html as string;
    expect(html).not.toMatch(/<script|<iframe|javascript:|onclick/i);
  });

  it('keeps one helpful answer per user, for signed-in readers of published pages', async () => {
    const url = '/sub-api/v1/docs/getting-started/feedback';
    expect(
      (await ctx.app.inject({ method: 'PUT', url, headers: { host: HOST }, payload: { helpful: true } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await dev.request('PUT', url, { payload: { helpful: false, comment: 'Too short' } })).statusCode,
    ).toBe(204);
    expect((await dev.request('GET', '/sub-api/v1/docs/getting-started')).json().helpful).toBe(false);
    await dev.request('PUT', url, { payload: { helpful: true } });
    expect((await dev.request('GET', '/sub-api/v1/docs/getting-started')).json().helpful).toBe(true);
    expect((await staff.request('GET', '/sub-api/v1/docs/getting-started')).json().helpful).toBeNull();
    const long = await dev.request('PUT', url, { payload: { helpful: true, comment: 'x'.repeat(1001) } });
    expect(long.json().message).toContain('A comment is at most 1,000 characters.');
    expect(
      (await dev.request('PUT', '/sub-api/v1/docs/nowhere/feedback', { payload: { helpful: true } }))
        .statusCode,
    ).toBe(404);
  });
});
