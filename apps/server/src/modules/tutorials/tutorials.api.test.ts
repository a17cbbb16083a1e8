import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { seedIdentityDemo } from '../../seed/identityDemo.ts';

const lesson = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  summary: `About ${title}.`,
  level: 'beginner',
  minutes: 5,
  intro: false,
  published: true,
  steps: [
    {
      id: 'one',
      title: 'First',
      body: 'Do **this**.',
      code: { language: 'shell', source: 'echo 1' },
      check: 'Done one',
    },
    { id: 'two', title: 'Second', body: 'Then that.', code: null, check: 'Done two' },
  ],
  ...extra,
});

describe('tutorials: lessons in steps with progress per user, written by staff', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof signIn>>;
  let dev: Awaited<ReturnType<typeof signIn>>;
  const visitor = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: HOST } });

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.contentReady;
    await seedIdentityDemo(ctx.database.db, ctx.config);
    staff = await signIn(ctx.app, 'staff@demo.example');
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(() => ctx.close());

  it('ships tutorials, the intro ones first, rendered and searchable', async () => {
    const list = (await visitor('/sub-api/v1/tutorials')).json().data;
    expect(list.map((t: { slug: string }) => t.slug)).toEqual(['first-app', 'tenant-token', 'search-logs']);
    expect(list.filter((t: { intro: boolean }) => t.intro)).toHaveLength(2);
    const page = (await visitor('/sub-api/v1/tutorials/first-app')).json();
    expect(page.steps[0].html).toContain('<strong>Name</strong>');
    expect(page.steps.every((s: { done: boolean }) => !s.done)).toBe(true);
    const found = (await visitor('/sub-api/v1/search?q=tenant%20token&filter=tutorial')).json();
    expect(found.data.map((hit: { url: string }) => hit.url)).toContain('/learn?tutorial=tenant-token');
  });

  it('keeps each user’s ticks, counts them, and starts over on request', async () => {
    const tick = (stepId: string, done = true) =>
      dev.request('PUT', '/sub-api/v1/tutorials/first-app/progress', { payload: { stepId, done } });
    expect((await tick('create')).json().doneCount).toBe(1);
    expect((await tick('deploy')).json().steps.filter((s: { done: boolean }) => s.done)).toHaveLength(2);
    expect((await tick('deploy', false)).json().doneCount).toBe(1);
    const mine = (await dev.request('GET', '/sub-api/v1/tutorials')).json().data;
    expect(mine.find((t: { slug: string }) => t.slug === 'first-app').doneCount).toBe(1);
    expect((await staff.request('GET', '/sub-api/v1/tutorials/first-app')).json().doneCount).toBe(0);
    const unknown = await tick('nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This tutorial has no step nope.');
    expect((await dev.request('DELETE', '/sub-api/v1/tutorials/first-app/progress')).json().doneCount).toBe(
      0,
    );
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/sub-api/v1/tutorials/first-app/progress',
      headers: { host: HOST },
      payload: { stepId: 'create', done: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets staff create, preview, withdraw, order and delete; others only read', async () => {
    expect(
      (await dev.request('POST', '/sub-api/v1/tutorials', { payload: { slug: 'x', ...lesson('X') } }))
        .statusCode,
    ).toBe(403);
    const created = await staff.request('POST', '/sub-api/v1/tutorials', {
      payload: { slug: 'graphql-basics', ...lesson('GraphQL basics') },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ stepCount: 2, published: true });
    const again = await staff.request('POST', '/sub-api/v1/tutorials', {
      payload: { slug: 'graphql-basics', ...lesson('Again') },
    });
    expect(again.json().message).toBe('A tutorial with the address graphql-basics already exists.');

    const preview = await staff.request('POST', '/sub-api/v1/tutorials/preview', {
      payload: { steps: [{ body: '# Hi <script>alert(1)</script> [x](javascript:alert(1))' }] },
    });
    expect(preview.json().html[0]).not.toMatch(/script|javascript:/);

    await staff.request('PUT', '/sub-api/v1/tutorials/graphql-basics', {
      payload: lesson('GraphQL basics', { published: false }),
    });
    expect((await visitor('/sub-api/v1/tutorials/graphql-basics')).statusCode).toBe(404);
    expect((await staff.request('GET', '/sub-api/v1/tutorials/graphql-basics')).statusCode).toBe(200);
    const all = (await staff.request('GET', '/sub-api/v1/tutorials?all=true')).json().data;
    const slugs = all.map((t: { slug: string }) => t.slug);
    const reordered = await staff.request('PUT', '/sub-api/v1/tutorials-order', {
      payload: { slugs: [...slugs].reverse() },
    });
    expect(reordered.json().data.map((t: { slug: string }) => t.slug)).toEqual([...slugs].reverse());
    const partial = await staff.request('PUT', '/sub-api/v1/tutorials-order', {
      payload: { slugs: slugs.slice(1) },
    });
    expect(partial.statusCode).toBe(409);

    const shipped = await staff.request('DELETE', '/sub-api/v1/tutorials/first-app');
    expect(shipped.json().message).toBe(
      'A tutorial shipped with the portal cannot be deleted: withdraw it instead.',
    );
    expect((await staff.request('DELETE', '/sub-api/v1/tutorials/graphql-basics')).statusCode).toBe(204);
  });

  it('refuses bad tutorials with the fault named', async () => {
    const bad = async (body: Record<string, unknown>) =>
      (await staff.request('POST', '/sub-api/v1/tutorials', { payload: { slug: 'bad-one', ...body } })).json()
        .message as string;
    expect(await bad(lesson('Twice', { steps: [lesson('a').steps[0], lesson('b').steps[0]] }))).toContain(
      'Step id: one is used twice',
    );
    expect(await bad(lesson('None', { steps: [] }))).toContain('Steps: at least one.');
    expect(await bad(lesson('Long', { minutes: 0 }))).toContain('Minutes: a whole number from 1 to 240.');
    expect(
      await bad(
        lesson('Code', { steps: [{ ...lesson('a').steps[0], code: { language: 'cobol', source: 'x' } }] }),
      ),
    ).toContain('Code language: one of');
    expect(
      (
        await staff.request('POST', '/sub-api/v1/tutorials', {
          payload: { slug: 'Bad Slug', ...lesson('x') },
        })
      ).statusCode,
    ).toBe(400);
  });
});
