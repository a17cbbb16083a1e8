import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkce, signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { sandboxWorkers, tokenEndpoint } from '../../../test/tokenEndpoint.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const acme = { 'x-organization-id': ACME };
const REDIRECT = 'http://localhost:5173/callback';
type Session = Awaited<ReturnType<typeof signIn>>;
type Created = { client: { id: string }; secret: string | null };

describe('API clients: the authorization code flow with PKCE, consents and their withdrawal', () => {
  let ctx: TestContext;
  let dev: Session;
  let specialist: Session;
  let member: Session;
  let sandboxId: string;
  let publicClient: Created;
  let confidential: Created;
  let origin: string;

  const create = async (payload: Record<string, unknown>) => {
    const res = await dev.request('POST', '/auth/v2/clients', { headers: acme, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Created;
  };
  const authorizeUrl = (params: Record<string, string>) =>
    `/auth/v1/authorize?${new URLSearchParams(params)}`;
  const codeParams = (clientId: string, challenge: string, extra: Record<string, string> = {}) => ({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    scope: 'workers.read',
    state: 'st-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  /** The request id of the consent page's form. */
  const formAction = (html: string) => /action="(\/auth\/v1\/authorize\/[0-9a-f-]{36})"/.exec(html)?.[1];
  const decide = (
    who: Session,
    action: string,
    decision: 'allow' | 'deny',
    headers: Record<string, string> = {},
  ) =>
    who.request('POST', action, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...headers },
      payload: `decision=${decision}`,
    });
  const token = (form: Record<string, string>, basic?: [string, string]) =>
    tokenEndpoint(ctx.app)(form, basic);
  const workers = (accessToken: string) => sandboxWorkers(ctx.app)(accessToken);
  /** Consent page, allow, and the code on the redirect. */
  const codeFor = async (who: Session, clientId: string, extra: Record<string, string> = {}) => {
    const proof = pkce();
    let res = await who.request('GET', authorizeUrl(codeParams(clientId, proof.challenge, extra)));
    if (res.statusCode === 200) res = await decide(who, formAction(res.body)!, 'allow');
    expect(res.statusCode, res.body).toBe(303);
    const back = new URL(res.headers.location as string);
    return { code: back.searchParams.get('code')!, verifier: proof.verifier, back };
  };

  /** A public client's token for the user, through the whole flow. */
  const issuedFor = async (who: Session) => {
    const granted = await codeFor(who, publicClient.client.id);
    const res = await token({
      grant_type: 'authorization_code',
      client_id: publicClient.client.id,
      code: granted.code,
      code_verifier: granted.verifier,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { access_token: string; refresh_token: string };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    origin = new URL(ctx.config.publicUrl).origin;
    await seedIdentityDemo(ctx.database.db, ctx.config);
    dev = await signIn(ctx.app, 'developer@demo.example');
    specialist = await signIn(ctx.app, 'specialist@demo.example');
    member = await signIn(ctx.app, 'member@demo.example');
    const tenants = (await dev.request('GET', `/auth/v1/organizations/${ACME}/tenants`)).json().data as {
      id: string;
      name: string;
    }[];
    sandboxId = tenants.find((t) => t.name === 'acme_sb')!.id;
    publicClient = await create({
      name: 'Team calendar',
      type: 'public',
      grantTypes: ['authorization_code', 'refresh_token'],
      redirectUris: [REDIRECT],
      scopes: ['workers.read', 'organizations.read'],
      tenantIds: [sandboxId],
    });
    confidential = await create({
      name: 'Review board',
      type: 'confidential',
      grantTypes: ['authorization_code', 'refresh_token'],
      redirectUris: [REDIRECT],
      scopes: ['workers.read'],
      tenantIds: [sandboxId],
    });
  });
  afterAll(() => ctx.close());

  it('asks the user, then gives the public client a code it redeems with the verifier for a token that calls the sandbox as the user', async () => {
    const proof = pkce();
    const page = await dev.request('GET', authorizeUrl(codeParams(publicClient.client.id, proof.challenge)));
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Allow Team calendar to use acme_sb as you?');
    expect(page.body).toContain('Read workers');
    expect(page.body).toContain('developer@demo.example');
    expect(page.body).toContain('localhost:5173');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:5173");

    const allowed = await decide(dev, formAction(page.body)!, 'allow');
    expect(allowed.statusCode).toBe(303);
    const back = new URL(allowed.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('st-123');
    const code = back.searchParams.get('code')!;
    expect(code).toMatch(/^pac_/);

    const res = await token({
      grant_type: 'authorization_code',
      client_id: publicClient.client.id,
      code,
      redirect_uri: REDIRECT,
      code_verifier: proof.verifier,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ token_type: 'Bearer', scope: 'workers.read', tenant: 'acme_sb' });
    expect(answer.refresh_token).toMatch(/^ptr_/);
    expect((await workers(answer.access_token)).statusCode).toBe(200);
    const rows = await ctx.database.db.execute(
      `select user_id is not null as has_user, client_id from tenant_tokens where client_id = '${publicClient.client.id}'`,
    );
    expect(JSON.stringify(rows)).toContain('"has_user":true');
    const health = (
      await dev.request('GET', `/auth/v2/clients/${publicClient.client.id}`, { headers: acme })
    ).json();
    expect(health.lastUsedAt).not.toBeNull();
    expect(health.health.unusedScopes).toEqual(['organizations.read']);

    // RFC 6749 4.1.2: a code presented twice is refused, and what it gave stops working.
    const again = await token({
      grant_type: 'authorization_code',
      client_id: publicClient.client.id,
      code,
      code_verifier: proof.verifier,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
    expect((await workers(answer.access_token)).statusCode).toBe(401);
  });

  it('does not ask again for scopes already allowed, unless prompt=consent, and asks for new ones', async () => {
    const proof = pkce();
    const straight = await dev.request(
      'GET',
      authorizeUrl(codeParams(publicClient.client.id, proof.challenge)),
    );
    expect(straight.statusCode).toBe(303);
    expect(new URL(straight.headers.location as string).searchParams.get('code')).toMatch(/^pac_/);
    const prompted = await dev.request(
      'GET',
      authorizeUrl(codeParams(publicClient.client.id, proof.challenge, { prompt: 'consent' })),
    );
    expect(prompted.statusCode).toBe(200);
    const wider = await dev.request(
      'GET',
      authorizeUrl(
        codeParams(publicClient.client.id, proof.challenge, { scope: 'workers.read organizations.read' }),
      ),
    );
    expect(wider.statusCode).toBe(200);
    expect(wider.body).toContain('Read organizations');
  });

  it('refreshes a public client token (rotating, still the client’s) and a confidential one only with its secret', async () => {
    const first = await issuedFor(dev);
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect((await workers(first.access_token)).statusCode).toBe(401);
    expect((await workers(refreshed.json().access_token)).statusCode).toBe(200);
    const otherClient = await token({
      grant_type: 'refresh_token',
      refresh_token: refreshed.json().refresh_token,
      client_id: confidential.client.id,
    });
    expect(otherClient.json().error).toBe('invalid_grant');

    const conf = await codeFor(dev, confidential.client.id);
    const unauthenticated = await token({
      grant_type: 'authorization_code',
      client_id: confidential.client.id,
      code: conf.code,
      code_verifier: conf.verifier,
    });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json().error).toBe('invalid_client');
    const creds: [string, string] = [confidential.client.id, confidential.secret!];
    const issued = await token(
      { grant_type: 'authorization_code', code: conf.code, code_verifier: conf.verifier },
      creds,
    );
    expect(issued.statusCode, issued.body).toBe(200);
    const noSecret = await token({ grant_type: 'refresh_token', refresh_token: issued.json().refresh_token });
    expect(noSecret.statusCode).toBe(401);
    const withSecret = await token(
      { grant_type: 'refresh_token', refresh_token: issued.json().refresh_token },
      creds,
    );
    expect(withSecret.statusCode, withSecret.body).toBe(200);
  });

  it('refuses a wrong verifier, a missing one, another redirect URI, another client and an expired code', async () => {
    const wrong = await codeFor(dev, publicClient.client.id);
    const base = { grant_type: 'authorization_code', client_id: publicClient.client.id, code: wrong.code };
    const cases: [Record<string, string>, string][] = [
      [{ ...base, code_verifier: pkce().verifier }, 'The code verifier does not match the code challenge.'],
      [base, 'Send the PKCE code_verifier: 43 to 128 unreserved characters.'],
      [
        { ...base, code_verifier: wrong.verifier, redirect_uri: 'http://localhost:5173/other' },
        'The redirect URI differs from the one the code was issued for.',
      ],
    ];
    for (const [form, message] of cases) {
      const res = await token(form);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_grant', error_description: message, message });
    }
    const stolen = await token(
      { grant_type: 'authorization_code', code: wrong.code, code_verifier: wrong.verifier },
      [confidential.client.id, confidential.secret!],
    );
    expect(stolen.json().error).toBe('invalid_grant');

    const late = await codeFor(dev, publicClient.client.id);
    await ctx.database.db.execute(
      `update authorization_requests set expires_at = now() - interval '1 second' where code_hash is not null and redeemed_at is null`,
    );
    const expired = await token({
      grant_type: 'authorization_code',
      client_id: publicClient.client.id,
      code: late.code,
      code_verifier: late.verifier,
    });
    expect(expired.json().error).toBe('invalid_grant');
  });

  it('shows its own error page when there is nowhere safe to go back, and goes back with the error otherwise', async () => {
    const { challenge } = pkce();
    const unknown = await dev.request(
      'GET',
      authorizeUrl(codeParams('00000000-0000-4000-8000-000000000000', challenge)),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('This application is unknown or disabled');
    const foreign = await dev.request(
      'GET',
      authorizeUrl(
        codeParams(publicClient.client.id, challenge, { redirect_uri: 'https://evil.example/cb' }),
      ),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.headers.location).toBeUndefined();
    expect(foreign.body).toContain('The redirect URI is not one this application registered.');

    const redirected: [Record<string, string>, string][] = [
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ code_challenge: '' }, 'invalid_request'],
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ scope: 'financials.write' }, 'invalid_scope'],
      [{ tenant: 'bright_sb' }, 'invalid_target'],
    ];
    for (const [extra, error] of redirected) {
      const res = await dev.request(
        'GET',
        authorizeUrl(codeParams(publicClient.client.id, challenge, extra)),
      );
      expect(res.statusCode, JSON.stringify(extra)).toBe(303);
      const back = new URL(res.headers.location as string);
      expect(back.searchParams.get('error')).toBe(error);
      expect(back.searchParams.get('state')).toBe('st-123');
    }
    const denied = await member.request('GET', authorizeUrl(codeParams(publicClient.client.id, challenge)));
    expect(new URL(denied.headers.location as string).searchParams.get('error')).toBe('access_denied');
  });

  it('sends a signed-out user to sign in and back to the same request', async () => {
    const url = authorizeUrl(codeParams(publicClient.client.id, pkce().challenge));
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/login?path=${encodeURIComponent(url)}`);
  });

  it('takes a decision only from the portal’s own page, once, from the user it was shown to', async () => {
    const page = await specialist.request(
      'GET',
      authorizeUrl(codeParams(publicClient.client.id, pkce().challenge, { scope: 'organizations.read' })),
    );
    const action = formAction(page.body)!;
    expect((await decide(specialist, action, 'allow', { origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    expect((await decide(specialist, action, 'allow', { origin: 'null' })).statusCode).toBe(403);
    expect(
      (await decide(specialist, action, 'allow', { origin: 'null', 'sec-fetch-site': 'cross-site' }))
        .statusCode,
    ).toBe(403);
    const otherUser = await decide(dev, action, 'allow');
    expect(otherUser.statusCode).toBe(400);
    expect(otherUser.body).toContain('This request has expired or was answered already.');
    const denied = await decide(specialist, action, 'deny');
    expect(denied.statusCode).toBe(303);
    const back = new URL(denied.headers.location as string);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('st-123');
    expect((await decide(specialist, action, 'allow')).statusCode).toBe(400);
  });

  it('lists consents for the client and for the user, and withdrawing one stops the client’s tokens for that user', async () => {
    const issued = await issuedFor(specialist);
    expect((await workers(issued.access_token)).statusCode).toBe(200);

    const list = await dev.request('GET', `/auth/v2/clients/${publicClient.client.id}/consents`, {
      headers: acme,
    });
    expect(list.statusCode).toBe(200);
    const consents = list.json().data as { id: string; user: { email: string }; scopes: string[] }[];
    expect(consents.map((c) => [c.user.email, c.scopes])).toEqual([
      ['developer@demo.example', ['workers.read']],
      ['specialist@demo.example', ['workers.read']],
    ]);
    expect(
      (
        await specialist.request('GET', `/auth/v2/clients/${publicClient.client.id}/consents`, {
          headers: acme,
        })
      ).statusCode,
    ).toBe(403);
    const mine = await specialist.request('GET', '/auth/v2/clientConsents', { headers: acme });
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        client: { id: publicClient.client.id, name: 'Team calendar' },
        tenant: 'acme_sb',
      }),
    ]);
    const devConsent = consents.find((c) => c.user.email === 'developer@demo.example')!;
    const notTheirs = await specialist.request(
      'DELETE',
      `/auth/v2/clients/${publicClient.client.id}/consents/${devConsent.id}`,
      { headers: acme },
    );
    expect(notTheirs.statusCode).toBe(403);

    const own = mine.json().data[0].id;
    const withdrawn = await specialist.request(
      'DELETE',
      `/auth/v2/clients/${publicClient.client.id}/consents/${own}`,
      {
        headers: acme,
      },
    );
    expect(withdrawn.statusCode).toBe(204);
    expect((await workers(issued.access_token)).statusCode).toBe(401);
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: issued.refresh_token })).statusCode,
    ).toBe(400);
    const gone = await specialist.request(
      'DELETE',
      `/auth/v2/clients/${publicClient.client.id}/consents/${own}`,
      {
        headers: acme,
      },
    );
    expect(gone.statusCode).toBe(404);
  });

  it('stops a disabled client’s user tokens and its refreshes', async () => {
    const issued = await issuedFor(dev);
    const off = await dev.request('PUT', `/auth/v2/clients/${publicClient.client.id}/disabled`, {
      headers: acme,
      payload: { disabled: true },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await workers(issued.access_token)).statusCode).toBe(401);
    const refresh = await token({ grant_type: 'refresh_token', refresh_token: issued.refresh_token });
    expect(refresh.json().error).toBe('invalid_grant');
    const page = await dev.request('GET', authorizeUrl(codeParams(publicClient.client.id, pkce().challenge)));
    expect(page.statusCode).toBe(400);
  });

  it('answers CORS for origins an enabled client registered, on the token endpoint and the sandbox only', async () => {
    await create({
      name: 'Calendar web',
      type: 'public',
      grantTypes: ['authorization_code'],
      redirectUris: ['https://calendar.acme.example/cb'],
      corsOrigins: ['https://calendar.acme.example'],
      scopes: ['workers.read'],
      tenantIds: [sandboxId],
    });
    const preflight = (url: string, from: string) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: from,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight('/auth/v1/token', 'https://calendar.acme.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://calendar.acme.example');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const sandbox = await preflight(
      '/sandbox/acme_sb/api/workers/v1/workers',
      'https://calendar.acme.example',
    );
    expect(sandbox.headers['access-control-allow-origin']).toBe('https://calendar.acme.example');
    const call = await ctx.app.inject({
      method: 'GET',
      url: '/sandbox/acme_sb/api/workers/v1/workers?limit=1',
      headers: { origin: 'https://calendar.acme.example' },
    });
    expect(call.statusCode).toBe(401);
    expect(call.headers['access-control-allow-origin']).toBe('https://calendar.acme.example');

    const stranger = await preflight('/auth/v1/token', 'https://evil.example');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const portalApi = await preflight('/auth/v2/clients', 'https://calendar.acme.example');
    expect(portalApi.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('runs no CORS hook on the portal’s own routes, and their answers do not vary on the Origin', async () => {
    const flags = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/flags',
      headers: { origin: 'https://calendar.acme.example' },
    });
    expect(flags.statusCode).toBe(200);
    expect(flags.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(flags.headers.vary ?? '')).not.toMatch(/origin/i);
    // The hooks each route runs, as Fastify lists them: @fastify/cors's is named handleCors.
    const hooksOf = (url: string) => {
      const routes = ctx.app.printRoutes({ method: 'GET', includeHooks: true, commonPrefix: false });
      const at = routes.split('\n').findIndex((line) => line.includes(`── ${url} (`));
      expect(at, url).toBeGreaterThan(-1);
      const rest = routes.split('\n').slice(at + 1);
      const next = rest.findIndex((line) => !line.includes('• ('));
      return rest.slice(0, next).join('\n');
    };
    expect(hooksOf('/api/v1/flags')).not.toContain('handleCors');
    expect(hooksOf('/healthz')).not.toContain('handleCors');
    expect(hooksOf('/sandbox/graphql/changelog')).toContain('handleCors');
  });
});
