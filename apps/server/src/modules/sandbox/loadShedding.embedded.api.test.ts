import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { acmeTenantId, acmeTenantToken } from '../../../test/tenantTokens.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { seedIdentityDemo } from '../../seed/identityDemo.ts';

const BUSY = 'The sandbox is busy with other calls. Try again in a few seconds.';
const SOAP11 = 'http://schemas.xmlsoap.org/soap/envelope/';
const SOAP12 = 'http://www.w3.org/2003/05/soap-envelope';
const HR = 'urn:portal:sandbox:Human_Resources';

// docs/product/sandbox.md SANDBOX-8. 200 small GraphQL queries at once with one token were once all taken
// (p50 4.5 s, the event loop held up to 1.4 s). Now each token has its slots, a short queue, and the rest are
// told to come back in their protocol's own shape. Two slots in all, one a caller, no queue: a crowd of one
// token gets one.
describe('sandbox calls past the concurrency limit', () => {
  let ctx: TestContext;
  let token: string;
  let other: string;

  beforeAll(async () => {
    ctx = await createTestApp({ SANDBOX_CONCURRENCY: '2', SANDBOX_PER_CALLER: '1', SANDBOX_QUEUE: '0' });
    await seedIdentityDemo(ctx.database.db, ctx.config);
    const dev = await signIn(ctx.app, 'developer@demo.example');
    const admin = await signIn(ctx.app, 'admin@demo.example');
    const sb = await acmeTenantId(dev, 'acme_sb');
    token = await acmeTenantToken(dev, sb, ['workers.read', 'organizations.read']);
    other = await acmeTenantToken(admin, sb, ['workers.read', 'organizations.read']);
    // The tenant's first call seeds its data; on a loaded machine it may answer 503 while that goes on.
    for (let i = 0; i < 60 && (await rest(token)).statusCode === 503; i++)
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await rest(token)).statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  const rest = (bearer: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/sandbox/acme_sb/api/workers/v1/workers?limit=20',
      headers: { authorization: `Bearer ${bearer}` },
    });
  const graphql = (bearer: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/sandbox/acme_sb/graphql',
      headers: {
        authorization: `Bearer ${bearer}`,
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
      },
      payload: JSON.stringify({ query: '{ workers(first: 20) { totalCount edges { node { id } } } }' }),
    });
  const soap = (bearer: string, version: '1.1' | '1.2' = '1.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/sandbox/acme_sb/soap/Human_Resources',
      headers: {
        authorization: `Bearer ${bearer}`,
        'content-type': version === '1.2' ? 'application/soap+xml' : 'text/xml',
      },
      payload: `<env:Envelope xmlns:env="${version === '1.2' ? SOAP12 : SOAP11}"><env:Body><hr:Get_Organizations_Request xmlns:hr="${HR}"/></env:Body></env:Envelope>`,
    });

  /** `count` calls at once; every answer is 200 or 503 (never a 500), and both kinds come. */
  async function crowd(count: number, send: () => Promise<LightMyRequestResponse>) {
    const answers = await Promise.all(Array.from({ length: count }, send));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code !== 200 && code !== 503)).toEqual([]);
    expect(codes).toContain(200);
    const refused = answers.filter((res) => res.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) expect(res.headers['retry-after']).toBe('5');
    return refused[0]!;
  }

  it('refuses REST calls past the limit with 503, Retry-After and the JSON error', async () => {
    const refused = await crowd(8, () => rest(token));
    expect(refused.json()).toEqual({ error: 'unavailable', message: BUSY });
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('refuses GraphQL queries past the limit with 503 and GraphQL errors', async () => {
    const refused = await crowd(8, () => graphql(token));
    expect(refused.headers['content-type']).toContain('application/graphql-response+json');
    expect(refused.json()).toEqual({ errors: [{ message: BUSY, extensions: { code: 'UNAVAILABLE' } }] });
  });

  it('refuses SOAP calls past the limit with 503 and a Server fault (Receiver in 1.2)', async () => {
    const refused = await crowd(8, () => soap(token));
    expect(refused.headers['content-type']).toContain('text/xml');
    expect(refused.body).toContain('<faultcode>env:Server</faultcode>');
    expect(refused.body).toContain(BUSY);
    const twelve = await crowd(8, () => soap(token, '1.2'));
    expect(twelve.headers['content-type']).toContain('application/soap+xml');
    expect(twelve.body).toContain('<env:Value>env:Receiver</env:Value>');
  });

  it('keeps a slot for another token while one token crowds its own', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => ({ bearer: i % 2 ? other : token })).map(async ({ bearer }) => ({
        bearer,
        status: (await rest(bearer)).statusCode,
      })),
    );
    for (const bearer of [token, other]) {
      const mine = answers.filter((answer) => answer.bearer === bearer).map((answer) => answer.status);
      expect(mine).toContain(200);
      expect(mine).toContain(503);
    }
  });

  it('refuses a call without a valid token before its body is read', async () => {
    const broken = (url: string, bearer?: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        payload: '{"not json',
      });
    const timeOff = '/sandbox/acme_sb/api/absenceManagement/v1/timeOffRequests';
    for (const url of [timeOff, '/sandbox/acme_sb/graphql']) {
      // A body that cannot be parsed: 400 had it been read first.
      expect((await broken(url)).statusCode).toBe(401);
      expect((await broken(url, 'not-a-token')).statusCode).toBe(401);
    }
    // The token's holder has it read (and refused as bad JSON).
    expect((await broken('/sandbox/acme_sb/graphql', token)).statusCode).toBe(400);
  });

  it('gives every slot back: once the crowds are gone, calls run again', async () => {
    for (const bearer of [token, other]) {
      expect((await rest(bearer)).statusCode).toBe(200);
      expect((await graphql(bearer)).statusCode).toBe(200);
      expect((await soap(bearer)).statusCode).toBe(200);
    }
  });
});
