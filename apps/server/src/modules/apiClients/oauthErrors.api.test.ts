import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkce, signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { sandboxWorkers, tokenEndpoint } from '../../../test/tokenEndpoint.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };
type Session = Awaited<ReturnType<typeof signIn>>;
type Created = { client: { id: string }; secret: string | null };

/** Each refusal of the OAuth endpoints in RFC 6749, 7009, 8252 and 9207's terms. */
describe("API clients' OAuth endpoints: RFC error codes, revocation, loopback redirects, iss", () => {
  let ctx: TestContext;
  let dev: Session;
  let sandboxId: string;
  let daemon: Created;
  let other: Created;
  let codeOnly: Created;
  let native: Created;

  const create = async (payload: Record<string, unknown>) => {
    const res = await dev.request('POST', '/auth/v2/clients', { headers: acme, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Created;
  };
  const token = (form: Record<string, string>, basic?: [string, string]) =>
    tokenEndpoint(ctx.app)(form, basic);
  const revoke = (form: Record<string, string>, basic?: [string, string]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token/revoke',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(basic ? { authorization: `Basic ${Buffer.from(basic.join(':')).toString('base64')}` } : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });
  const workers = (accessToken: string) => sandboxWorkers(ctx.app)(accessToken);
  const basicOf = (client: Created): [string, string] => [client.client.id, client.secret!];
  const refused = (
    res: Awaited<ReturnType<typeof token>>,
    status: number,
    error: string,
    description?: string,
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ error, error_description: expect.any(String) });
    expect(body.message).toBe(body.error_description);
    if (description) expect(body.error_description).toBe(description);
  };
  const authorize = (params: Record<string, string>) =>
    dev.request('GET', `/auth/v1/authorize?${new URLSearchParams(params)}`);
  const codeRequest = (clientId: string, redirectUri: string, extra: Record<string, string> = {}) => ({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: 'workers.read',
    state: 's1',
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
    ...extra,
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    dev = await signIn(ctx.app, 'developer@demo.example');
    const tenants = (await dev.request('GET', `/auth/v1/organizations/${demoOrgs.acme.id}/tenants`)).json()
      .data as { id: string; name: string }[];
    sandboxId = tenants.find((t) => t.name === 'acme_sb')!.id;
    const machine = { type: 'confidential', grantTypes: ['client_credentials'], tenantIds: [sandboxId] };
    daemon = await create({ ...machine, name: 'Daemon', scopes: ['workers.read'] });
    other = await create({ ...machine, name: 'Other daemon', scopes: ['workers.read'] });
    codeOnly = await create({
      name: 'Code only',
      type: 'confidential',
      grantTypes: ['authorization_code'],
      redirectUris: ['https://partner.example/cb'],
      scopes: ['workers.read'],
      tenantIds: [sandboxId],
    });
    native = await create({
      name: 'Native',
      type: 'public',
      grantTypes: ['authorization_code', 'refresh_token'],
      redirectUris: ['http://127.0.0.1/callback', 'http://[::1]/callback', 'http://localhost:7000/cb'],
      scopes: ['workers.read', 'organizations.read'],
      tenantIds: [sandboxId],
    });
  });
  afterAll(() => ctx.close());

  describe('token endpoint errors (RFC 6749 5.2)', () => {
    it('answers unsupported_grant_type to a grant it does not serve', async () => {
      refused(
        await token({ grant_type: 'password', username: 'a', password: 'b' }),
        400,
        'unsupported_grant_type',
      );
      refused(await token({ grant_type: 'implicit' }, basicOf(daemon)), 400, 'unsupported_grant_type');
    });

    it('answers invalid_request to a missing grant_type, code or refresh_token, or a malformed body', async () => {
      refused(await token({}), 400, 'invalid_request');
      refused(await token({ grant_type: '' }), 400, 'invalid_request');
      refused(await token({ grant_type: 'authorization_code', code_verifier: 'x' }), 400, 'invalid_request');
      refused(await token({ grant_type: 'refresh_token' }), 400, 'invalid_request');
      refused(
        await token({ grant_type: 'refresh_token', refresh_token: 'y'.repeat(201) }),
        400,
        'invalid_request',
      );
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/token',
        headers: { 'content-type': 'application/json' },
        payload: '{"grant_type":',
      });
      refused(json, 400, 'invalid_request');
    });

    it("answers the platform's refusals without a 500: a control character in OAuth's shape, a portal token", async () => {
      const nul = await ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/token?q=%00',
        payload: { grant_type: 'client_credentials' },
      });
      refused(nul, 400, 'invalid_request');
      const bearer = await ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/token/revoke',
        headers: { authorization: 'Bearer ppa_unknown' },
        payload: { token: 'ptt_x' },
      });
      // The platform's own refusal of a portal token outside its API, in the portal's shape: not a 500.
      expect(bearer.statusCode).toBe(403);
    });

    it('answers invalid_grant to an unknown refresh token or code', async () => {
      refused(
        await token({ grant_type: 'refresh_token', refresh_token: 'ptr_unknown' }),
        400,
        'invalid_grant',
      );
      refused(
        await token({ grant_type: 'refresh_token', refresh_token: 'not-issued' }),
        400,
        'invalid_grant',
      );
      refused(
        await token(
          { grant_type: 'authorization_code', code: 'pac_x', code_verifier: pkce().verifier },
          basicOf(codeOnly),
        ),
        400,
        'invalid_grant',
      );
    });

    it('answers invalid_client with 401, with a Basic challenge only when Basic was tried', async () => {
      const basic = await token({ grant_type: 'client_credentials' }, [daemon.client.id, 'pcs_wrong']);
      refused(basic, 401, 'invalid_client');
      expect(basic.headers['www-authenticate']).toBe('Basic realm="api clients"');
      const post = await token({
        grant_type: 'client_credentials',
        client_id: daemon.client.id,
        client_secret: 'pcs_wrong',
      });
      refused(post, 401, 'invalid_client');
      expect(post.headers['www-authenticate']).toBeUndefined();
      refused(await token({ grant_type: 'client_credentials' }), 401, 'invalid_client');
    });

    it('answers unauthorized_client to a grant the client was not given', async () => {
      refused(
        await token({ grant_type: 'client_credentials' }, basicOf(codeOnly)),
        400,
        'unauthorized_client',
      );
    });

    it('answers invalid_scope to a scope the client was not given', async () => {
      refused(
        await token({ grant_type: 'client_credentials', scope: 'workers.write' }, basicOf(daemon)),
        400,
        'invalid_scope',
      );
    });

    it('answers a token with no-store', async () => {
      const res = await token({ grant_type: 'client_credentials' }, basicOf(daemon));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.pragma).toBe('no-cache');
    });
  });

  describe('authorization server metadata (RFC 8414)', () => {
    it('serves the document at the root, its issuer the public URL', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/.well-known/oauth-authorization-server' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.issuer).toBe(ctx.config.publicUrl);
      expect(doc.authorization_response_iss_parameter_supported).toBe(true);
      expect(doc.token_endpoint_auth_methods_supported).toEqual([
        'client_secret_basic',
        'client_secret_post',
        'none',
      ]);
      expect(doc.scopes_supported).toContain('workers.read');
      expect(doc.scopes_supported).toContain('openid');
    });

    it('serves the same document for OpenID discovery at the root, and a JSON 404 for other well-known paths', async () => {
      const oidc = await ctx.app.inject({ method: 'GET', url: '/.well-known/openid-configuration' });
      const oauth = await ctx.app.inject({ method: 'GET', url: '/.well-known/oauth-authorization-server' });
      expect(oidc.statusCode).toBe(200);
      expect(oidc.json()).toEqual(oauth.json());
      const unknown = await ctx.app.inject({ method: 'GET', url: '/.well-known/webfinger' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: 'not_found' });
    });
  });

  describe('iss on the authorization response (RFC 9207)', () => {
    it('carries iss on an error redirect', async () => {
      const res = await authorize(
        codeRequest(native.client.id, 'http://127.0.0.1/callback', { code_challenge_method: 'plain' }),
      );
      expect(res.statusCode).toBe(303);
      const back = new URL(res.headers.location as string);
      expect(back.searchParams.get('error')).toBe('invalid_request');
      expect(back.searchParams.get('iss')).toBe(ctx.config.publicUrl);
      expect(back.searchParams.get('state')).toBe('s1');
    });
  });

  describe('loopback redirect URIs (RFC 8252 7.3)', () => {
    it('accepts any port on a registered loopback IP, and goes back to that port', async () => {
      for (const uri of ['http://127.0.0.1:49152/callback', 'http://[::1]:61000/callback']) {
        const res = await authorize(codeRequest(native.client.id, uri, { code_challenge_method: 'plain' }));
        expect(res.statusCode, res.body).toBe(303);
        expect(`${new URL(res.headers.location as string).origin}/callback`).toBe(uri);
      }
      const page = await authorize(codeRequest(native.client.id, 'http://127.0.0.1:49152/callback'));
      expect(page.statusCode, page.body).toBe(200);
    });

    it('refuses another path on the loopback IP, and another port on localhost', async () => {
      for (const uri of [
        'http://127.0.0.1:49152/other',
        'http://localhost:7001/cb',
        'http://127.0.0.2:1/callback',
      ]) {
        const res = await authorize(codeRequest(native.client.id, uri));
        expect(res.statusCode, uri).toBe(400);
        expect(res.headers.location).toBeUndefined();
      }
    });
  });

  describe('revocation (RFC 7009 2.1)', () => {
    const issued = async (client: Created) => {
      const res = await token({ grant_type: 'client_credentials' }, basicOf(client));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().access_token as string;
    };

    it("refuses a confidential client's token without its authentication, and keeps it working", async () => {
      const access = await issued(daemon);
      refused(await revoke({ token: access }), 401, 'invalid_client');
      const wrong = await revoke({ token: access }, [daemon.client.id, 'pcs_wrong']);
      refused(wrong, 401, 'invalid_client');
      expect(wrong.headers['www-authenticate']).toBe('Basic realm="api clients"');
      refused(await revoke({ token: access, client_id: daemon.client.id }), 401, 'invalid_client');
      expect((await workers(access)).statusCode).toBe(200);
    });

    it("answers 200 to another client's token without revoking it", async () => {
      const access = await issued(daemon);
      expect((await revoke({ token: access }, basicOf(other))).statusCode).toBe(200);
      expect((await workers(access)).statusCode).toBe(200);
      expect(
        (await revoke({ token: access, token_type_hint: 'access_token' }, basicOf(daemon))).statusCode,
      ).toBe(200);
      expect((await workers(access)).statusCode).toBe(401);
    });

    it('lets a user revoke their own tenant token, which no client may revoke for them', async () => {
      const consent = await dev.request('POST', '/auth/v2/consents', {
        headers: acme,
        payload: { tenantId: sandboxId, scopes: ['workers.read'] },
      });
      expect(consent.statusCode, consent.body).toBe(201);
      const connected = await dev.request('POST', `/auth/v1/tenants/${sandboxId}/connect`, {
        headers: acme,
        payload: { scopes: ['workers.read'] },
      });
      expect(connected.statusCode, connected.body).toBe(200);
      const mine = connected.json().access_token as string;
      // A user's own tenant token (no client holds it): a public client cannot revoke it.
      expect((await revoke({ token: mine, client_id: native.client.id })).statusCode).toBe(200);
      expect((await workers(mine)).statusCode).toBe(200);
      // Its holder, who names no client, can (the portal's tenants page does).
      expect((await revoke({ token: mine })).statusCode).toBe(200);
      expect((await workers(mine)).statusCode).toBe(401);
      refused(await revoke({ token: 'ptt_x', client_id: 'not-a-client' }), 401, 'invalid_client');
      expect((await revoke({ token: 'ptt_unknown', client_id: native.client.id })).statusCode).toBe(200);
    });

    it('answers invalid_request to a missing token', async () => {
      refused(await revoke({}, basicOf(daemon)), 400, 'invalid_request');
    });
  });
});
