import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/signIn.ts';
import { acmeTenantId, acmeTenantToken } from '../../../../test/tenantTokens.ts';
import { createTestApp, type TestContext } from '../../../../test/testApp.ts';
import { seedIdentityDemo } from '../../../seed/identityDemo.ts';

const URL = '/sandbox/acme_sb/graphql';
const RESPONSE_TYPE = 'application/graphql-response+json';

// docs/product/sandbox.md SANDBOX-5: every refusal of the GraphQL endpoint, before or after the document is
// read, answers GraphQL over HTTP's `{ errors: [{ message, extensions: { code } }] }` with the status
// docs/sandbox-api.md states; a GraphQL client reads `errors`, never the portal's `{ error, message }`.
describe('the GraphQL endpoint refuses in GraphQL shape', () => {
  let ctx: TestContext;
  let token: string;

  const post = (body: string, headers: { authorization?: string; accept?: string } = {}, url = URL) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', accept: RESPONSE_TYPE, ...headers },
      payload: body,
    });
  const query = (text: string) => JSON.stringify({ query: text });
  const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    const dev = await signIn(ctx.app, 'developer@demo.example');
    token = await acmeTenantToken(dev, await acmeTenantId(dev, 'acme_sb'), ['workers.read']);
    // The tenant's first call seeds it and answers 503 past a bounded wait: the tests begin once it is.
    while ((await post(query('{ __typename }'), bearer(token))).statusCode === 503) await sleep(1_000);
  });
  afterAll(() => ctx.close());

  it('answers no token with a 401, its WWW-Authenticate and a GraphQL error', async () => {
    const res = await post(query('{ workers { totalCount } }'));
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="sandbox"');
    expect(res.headers['content-type']).toContain(RESPONSE_TYPE);
    expect(res.json()).toEqual({
      errors: [{ message: expect.any(String), extensions: { code: 'UNAUTHORIZED' } }],
    });
  });

  it('answers a bad token with a 401 invalid_token, in application/json when that is accepted', async () => {
    const res = await post(query('{ workers { totalCount } }'), {
      ...bearer('not-a-token'),
      accept: 'application/json',
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="sandbox", error="invalid_token"');
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      errors: [{ message: expect.any(String), extensions: { code: 'UNAUTHORIZED' } }],
    });
  });

  it("answers a field outside the token's scopes with FORBIDDEN in `errors`, as the docs say", async () => {
    // docs/sandbox-api.md: each field needs its service's scope, so the refusal is the field's, not a 403
    // of the whole request (a token of the tenant may always ask for what its scopes allow).
    const res = await post(query('{ invoices { totalCount } }'), bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        message: 'The tenant token lacks the scope financials.read.',
        path: ['invoices'],
        extensions: { code: 'FORBIDDEN' },
      }),
    ]);
  });

  it("answers a tenant that is not one of the token's company with a 404 GraphQL error", async () => {
    const res = await post(query('{ __typename }'), bearer(token), '/sandbox/nobody_sb/graphql');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errors: [{ message: 'Tenant not found.', extensions: { code: 'NOT_FOUND' } }],
    });
  });

  it('answers a body that is not JSON with a 400 GraphQL error, not a 500', async () => {
    const res = await post('{"query": "{ __typename }"', bearer(token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('answers a query past the cost or depth limit with a 400 and its code, before it runs', async () => {
    const page =
      'workers(first: 100) { edges { node { organization { parent { name } } jobProfile { title } } } }';
    const costly = await post(
      query(`{ ${['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((alias) => `${alias}: ${page}`).join(' ')} }`),
      bearer(token),
    );
    expect(costly.statusCode).toBe(400);
    expect(costly.json()).toEqual({
      errors: [
        expect.objectContaining({
          message: expect.stringMatching(/^The query costs \d+; at most 5000 is allowed\.$/),
          extensions: { code: 'QUERY_TOO_COSTLY' },
        }),
      ],
    });
    const deep = await post(
      query(`{ organizations { edges { node { ${'parent { '.repeat(9)}name${' }'.repeat(9)} } } } }`),
      bearer(token),
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_DEEP' } })]);
  });

  it('answers a document refused before parsing with a 400 and its code, whatever the Accept header', async () => {
    for (const accept of [RESPONSE_TYPE, 'application/json']) {
      const res = await post(query(`{ ${'__typename '.repeat(1_500)}}`), { ...bearer(token), accept });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: [
          {
            message: expect.stringMatching(/more than 1000 tokens/),
            extensions: { code: 'QUERY_TOO_LARGE' },
          },
        ],
      });
    }
  });
});
