import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { seedIdentityDemo } from '../../seed/identityDemo.ts';

const entry = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  body: `About ${title}.`,
  category: 'feature',
  ...extra,
});

describe('product updates: a dated feed staff publish, with each user’s unread count', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof signIn>>;
  let dev: Awaited<ReturnType<typeof signIn>>;
  const visitor = (query = '') =>
    ctx.app.inject({ method: 'GET', url: `/sub-api/v2/product-updates${query}`, headers: { host: HOST } });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    staff = await signIn(ctx.app, 'staff@demo.example');
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(() => ctx.close());

  it('publishes, counts unread per user until they mark all read, and honours max', async () => {
    expect((await visitor()).json()).toEqual({ data: [], unread: 0 });
    for (const title of ['First', 'Second', 'Third']) {
      const res = await staff.request('POST', '/sub-api/v2/product-updates', {
        payload: entry(title, { link: '/documentation' }),
      });
      expect(res.statusCode).toBe(201);
    }
    const feed = (await dev.request('GET', '/sub-api/v2/product-updates?max=2')).json();
    expect(feed.unread).toBe(3);
    expect(feed.data.map((u: { title: string }) => u.title)).toEqual(['Third', 'Second']);
    expect(feed.data.every((u: { unread: boolean }) => u.unread)).toBe(true);

    expect((await dev.request('POST', '/sub-api/v2/reset-product-updates')).statusCode).toBe(204);
    const read = (await dev.request('GET', '/sub-api/v2/product-updates')).json();
    expect(read.unread).toBe(0);
    expect(read.data.some((u: { unread: boolean }) => u.unread)).toBe(false);
    // Another user's count is theirs alone.
    expect((await staff.request('GET', '/sub-api/v2/product-updates')).json().unread).toBe(3);

    await staff.request('POST', '/sub-api/v2/product-updates', { payload: entry('Fourth') });
    expect((await dev.request('GET', '/sub-api/v2/product-updates')).json().unread).toBe(1);
    // A visitor reads the feed; there is nothing to mark.
    expect((await visitor()).json().unread).toBe(0);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/sub-api/v2/reset-product-updates',
          headers: { host: HOST },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lets only staff with admin.docs publish, correct and withdraw', async () => {
    expect(
      (await dev.request('POST', '/sub-api/v2/product-updates', { payload: entry('Nope') })).statusCode,
    ).toBe(403);
    const created = (
      await staff.request('POST', '/sub-api/v2/product-updates', { payload: entry('Typo') })
    ).json();
    const edited = await staff.request('PUT', `/sub-api/v2/product-updates/${created.id}`, {
      payload: entry('Fixed', { category: 'fix' }),
    });
    expect(edited.json()).toMatchObject({
      title: 'Fixed',
      category: 'fix',
      publishedAt: created.publishedAt,
    });
    expect((await dev.request('DELETE', `/sub-api/v2/product-updates/${created.id}`)).statusCode).toBe(403);
    expect((await staff.request('DELETE', `/sub-api/v2/product-updates/${created.id}`)).statusCode).toBe(204);
    const gone = await staff.request('DELETE', `/sub-api/v2/product-updates/${created.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Product update not found. It may have been withdrawn.');
  });

  it('refuses bad entries with the field named, and a bad max', async () => {
    const bad = async (payload: Record<string, unknown>) =>
      (await staff.request('POST', '/sub-api/v2/product-updates', { payload })).json().message as string;
    expect(await bad(entry(''))).toContain('Title: required.');
    expect(await bad(entry('x'.repeat(121)))).toContain('Title: at most 120 characters.');
    expect(await bad(entry('Link', { link: 'javascript:alert(1)' }))).toContain(
      'Link: a portal path starting with / or an https:// address.',
    );
    expect(await bad(entry('Link', { link: '//evil.example' }))).toContain('Link: a portal path');
    expect(await bad(entry('Kind', { category: 'news' }))).toContain('Category: one of feature');
    expect((await visitor('?max=0')).statusCode).toBe(400);
    expect((await visitor('?max=51')).statusCode).toBe(400);
  });
});
