import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/appsTestKit.ts';
import { registeredRoutes } from '../../test/registeredRoutes.ts';
import { CookieJar, HOST, pkce, signIn } from '../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../seed/identityDemo.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// A NUL byte gave a 500 on about 15 endpoints, some public (GET /apphub/v1/catalog?q=%00).
describe('control characters in any input', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof signIn>>;
  let dev: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    staff = await signIn(ctx.app, 'staff@demo.example');
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(() => ctx.close());

  it('refuses the issue’s repro with 400 naming where the character is', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/apphub/v1/catalog?q=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('query.q contains a control character, which is not allowed.');
    const body = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'a\u0000b', referenceId: 'nul_app', type: 'EXTEND', source: 'scratch' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toBe('body.name contains a control character, which is not allowed.');
    const path = await dev.request('GET', '/apphub/v1/apps/%00', { headers: acme });
    expect(path.statusCode).toBe(400);
  });

  it('keeps tabs and line breaks, which text may hold', async () => {
    const res = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: {
        name: 'Tabs',
        description: 'line one\nline\ttwo\r\n',
        referenceId: 'tab_app',
        type: 'EXTEND',
        source: 'scratch',
      },
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses one in an upload’s form fields', async () => {
    const form = multipartBody(
      { name: 'x\u0001', referenceId: 'nul_upload', type: 'EXTEND', builtOnProvider: 'true' },
      { name: 'app.zip', data: Buffer.from('PK') },
    );
    const res = await dev.request('POST', '/apphub/v1/apps/upload', {
      headers: { ...acme, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers no route with a 500 for a NUL in its parameters, query or body', async () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const tried: string[] = [];
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        const url = `${template.replace(/\{[^}]+\}/g, '%00')}?q=%00&appId=%00&start=%00`;
        for (const session of [staff, dev]) {
          const res = await session.request(method.toUpperCase() as Method, url, {
            headers: acme,
            ...(method === 'get' || method === 'delete'
              ? {}
              : { payload: { name: '\u0000', value: '\u0000' } }),
          });
          expect(res.statusCode, `${method} ${url}: ${res.body}`).not.toBe(500);
        }
        tried.push(`${method} ${template}`);
      }
    }
    expect(tried.length).toBeGreaterThan(80);
  });

  // The OpenAPI document hides some routes (the sign-in pages, the OpenID provider's own, the document
  // itself): Fastify's route tree holds them all.
  it('answers no registered route, hidden ones included, with a 500 for a NUL', async () => {
    const routes = registeredRoutes(ctx.app);
    const urls = routes.map((route) => route.url);
    expect(urls).toEqual(expect.arrayContaining(['/oidc/interaction/:uid/login', '/api/openapi.json']));
    const methods: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    for (const route of routes) {
      const url = `${route.url.replace(/:[^/]+|\*/g, '%00')}?q=%00&appId=%00&uid=%00`;
      for (const method of methods.filter((m) => route.methods.includes(m))) {
        for (const session of [staff, dev]) {
          const res = await session.request(method, url, {
            headers: acme,
            ...(method === 'GET' || method === 'DELETE'
              ? {}
              : { payload: { name: '\u0000', login: '\u0000' } }),
          });
          expect(res.statusCode, `${method} ${url}: ${res.body}`).not.toBe(500);
        }
      }
    }
    expect(routes.length).toBeGreaterThan(90);
  });

  // The sign-in form posts application/x-www-form-urlencoded, which the JSON walks above do not send.
  it('refuses one in the sign-in form and in an authorization request', async () => {
    const jar = new CookieJar();
    const send = async (method: 'GET' | 'POST', url: string, payload?: string) => {
      const res = await ctx.app.inject({
        method,
        url,
        headers: {
          host: HOST,
          cookie: jar.header(),
          ...(payload ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(payload ? { payload } : {}),
      });
      jar.store(res);
      return res;
    };
    const params = {
      client_id: 'portal-web',
      response_type: 'code',
      redirect_uri: `http://${HOST}/auth`,
      scope: 'openid email',
      state: 'state-value',
      nonce: 'nonce-value',
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
    };
    const refused = await send('GET', `/oidc/auth?${new URLSearchParams({ ...params, state: 'a\u0000b' })}`);
    expect(refused.statusCode).toBe(400);
    const started = await send('GET', `/oidc/auth?${new URLSearchParams(params)}`);
    expect(started.statusCode).toBe(303);
    const interaction = new URL(started.headers.location as string, `http://${HOST}`).pathname;
    expect((await send('GET', interaction)).statusCode).toBe(200);
    const login = await send(
      'POST',
      `${interaction}/login`,
      new URLSearchParams({ email: 'developer@demo.example\u0000', password: 'demo' }).toString(),
    );
    expect(login.statusCode).toBe(400);
    expect(login.body).toContain('control character');
  });
});
