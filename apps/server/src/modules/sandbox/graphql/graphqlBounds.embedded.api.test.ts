import { setTimeout as sleep } from 'node:timers/promises';
import { getIntrospectionQuery } from 'graphql/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeHealthzDuring } from '../../../../test/probeHealthz.ts';
import { signIn } from '../../../../test/signIn.ts';
import { acmeTenantId, acmeTenantToken } from '../../../../test/tenantTokens.ts';
import { createTestApp, type TestContext } from '../../../../test/testApp.ts';
import { seedIdentityDemo } from '../../../seed/identityDemo.ts';

const URL = '/sandbox/acme_sb/graphql';
const doubling = (levels: number) =>
  `query Q { ...F0 } ${Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F${levels} on Query { __typename }`;

// docs/product/sandbox.md SANDBOX-7. A 1 KB document of fragments each spreading the next twice held the
// event loop 84 s (the depth rule walked all 4 million expanded fields) and answered 500 after 108 s; a
// document of 40,000 fields was parsed and validated on the event loop, then answered 500 with an empty body.
describe('the GraphQL endpoint bounds a document before parsing and validating it', () => {
  let ctx: TestContext;
  let origin: string;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    const dev = await signIn(ctx.app, 'developer@demo.example');
    token = await acmeTenantToken(dev, await acmeTenantId(dev, 'acme_sb'), ['workers.read']);
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    // The tenant's first call seeds it and answers 503 past a bounded wait: the tests begin once it is.
    while ((await post('{ __typename }')).status === 503) await sleep(1_000);
  });
  afterAll(() => ctx?.close());

  const post = (query: string, accept = 'application/graphql-response+json') =>
    fetch(`${origin}${URL}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept, authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
  const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as object });

  it('answers the doubling fragments with a 400 GraphQL error before validating them, /healthz answering', async () => {
    const { answered, result } = await probeHealthzDuring(origin, post(doubling(22)).then(answer));
    expect(answered).toBeGreaterThan(0);
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      errors: [
        {
          message:
            'The GraphQL document selects more than 2000 fields with its fragments expanded: it was refused before being validated.',
          extensions: { code: 'QUERY_TOO_LARGE' },
        },
      ],
    });
  });

  it('answers a document of 40,000 fields with a 400 before parsing it, whatever the Accept header', async () => {
    const wide = `{ ${Array.from({ length: 40_000 }, (_, i) => `f${i}: __typename`).join(' ')} }`;
    const { answered, result } = await probeHealthzDuring(
      origin,
      post(wide, 'application/json').then(answer),
    );
    expect(answered).toBeGreaterThan(0);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      errors: [{ message: expect.stringMatching(/longer than 32768 characters: it was refused/) }],
    });
    const tokens = await answer(await post(`{ ${'__typename '.repeat(1_500)}}`, 'application/json'));
    expect(tokens.status).toBe(400);
    expect(tokens.body).toMatchObject({
      errors: [{ message: expect.stringMatching(/more than 1000 tokens/) }],
    });
  });

  it('checks the token before the body is read: no token is a 401 even for a body that is not JSON', async () => {
    const res = await fetch(`${origin}${URL}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ __typename }"',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="sandbox"');
  });

  it("still answers GraphiQL's introspection query and a fragment used twice", async () => {
    const introspection = await answer(await post(getIntrospectionQuery({ descriptions: true })));
    expect(introspection.status).toBe(200);
    expect(introspection.body).toMatchObject({ data: { __schema: { queryType: { name: 'Query' } } } });
    const twice = await answer(
      await post(
        '{ a: workers(first: 1) { ...W } b: workers(first: 2) { ...W } } fragment W on WorkerConnection { totalCount }',
      ),
    );
    expect(twice.body).toEqual({ data: { a: { totalCount: 2000 }, b: { totalCount: 2000 } } });
  });
});
