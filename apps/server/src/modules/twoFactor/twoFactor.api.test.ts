import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64url, CookieJar, HOST, pkce, redeem, signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../../seed/identityDemo.ts';

type Session = Awaited<ReturnType<typeof signIn>>;
const ACME = demoOrgs.acme.id;
const idOf = (email: string) => demoUsers.find((u) => u.email === email)!.id;
const now = () => Math.floor(Date.now() / 1000);
const codeAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: now() + offsetSeconds });

describe('two-factor sign-in (TOTP)', () => {
  let ctx: TestContext;
  let dataDir: string;
  const s: Record<string, Session> = {};
  let secret = '';
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-totp-'));
    ctx = await createTestApp({ DATA_DIR: dataDir, TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
    await seedIdentityDemo(ctx.database.db, ctx.config);
    // No demo account has a second factor: the usual helper signs each in with the password alone.
    for (const who of ['admin', 'developer', 'staff', 'reviewer'])
      s[who] = await signIn(ctx.app, `${who}@demo.example`);
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const rows = async <T>(query: string) =>
    ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const auditLines = (action: string) =>
    rows<{ org_id: string; attributes: Record<string, unknown> }>(
      `select org_id, attributes from logs where type = 'audit' and attributes->>'action' = '${action}'`,
    );
  /** Each scenario starts from a fresh time step: the one a code of the last scenario took is spent. */
  const forgetLastStep = () => ctx.database.db.execute('update user_totp set last_used_step = null');

  /** The browser side of sign-in, one step at a time, from a given client address. */
  function browser(remoteAddress = '127.0.0.1') {
    const jar = new CookieJar();
    const { verifier, challenge, state } = pkce();
    const nonce = base64url(randomBytes(24));
    let interaction = '';
    const send = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
      const res = await ctx.app.inject({
        method,
        url,
        remoteAddress,
        headers: {
          host: HOST,
          cookie: jar.header(),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
      });
      jar.store(res);
      return res;
    };
    const relative = (location: string) => {
      const url = new URL(location, `http://${HOST}`);
      return `${url.pathname}${url.search}`;
    };
    return {
      /** authorize → sign-in page → password; answers the response to the password post. */
      async password(email: string, password = 'demo') {
        const params = new URLSearchParams({
          client_id: 'portal-web',
          response_type: 'code',
          redirect_uri: `http://${HOST}/auth`,
          scope: 'openid email profile offline_access',
          state,
          nonce,
          code_challenge: challenge,
          code_challenge_method: 'S256',
        });
        const start = await send('GET', `/oidc/auth?${params}`);
        interaction = relative(start.headers.location as string);
        await send('GET', interaction);
        return send('POST', `${interaction}/login`, { email, password });
      },
      page: (query = '') => send('GET', `${interaction}${query}`),
      post: (step: 'code' | 'enrol' | 'continue', form: Record<string, string> = {}) =>
        send('POST', `${interaction}/${step}`, form),
      /** Follows the provider's redirects back to the portal and redeems the code: the session's status. */
      async finish(res: Awaited<ReturnType<typeof send>>) {
        let location = res.headers.location as string;
        for (let hop = 0; hop < 5 && !new URL(location, `http://${HOST}`).pathname.startsWith('/auth'); hop++)
          location = (await send('GET', relative(location))).headers.location as string;
        const callback = new URL(location, `http://${HOST}`);
        const token = await redeem(ctx.app, jar, {
          code: callback.searchParams.get('code') ?? '',
          state: callback.searchParams.get('state') ?? '',
          iss: callback.searchParams.get('iss') ?? '',
          nonce,
          codeVerifier: verifier,
          clientId: 'portal-web',
        });
        return token.statusCode;
      },
    };
  }

  /** Password, then a code: the page the code post answers (303 when accepted). */
  async function signInWithCode(email: string, code: string, remoteAddress?: string) {
    const b = browser(remoteAddress);
    const afterPassword = await b.password(email);
    expect(afterPassword.statusCode).toBe(303);
    const page = await b.page();
    expect(page.body).toContain('autocomplete="one-time-code"');
    return { b, res: await b.post('code', { code }) };
  }

  it('enrols an authenticator: a wrong first code is refused, the right one gives ten recovery codes', async () => {
    const dev = s.developer!;
    const before = await dev.request('GET', '/auth/v2/users/self/totp');
    expect(before.json()).toEqual({
      enrolled: false,
      enrolledAt: null,
      recoveryCodesLeft: 0,
      requiredByCompany: false,
    });

    const started = await dev.request('POST', '/auth/v2/users/self/totp');
    expect(started.statusCode).toBe(200);
    expect(started.headers['cache-control']).toBe('no-store');
    const enrolment = started.json() as { secret: string; otpauthUri: string; qrCodeDataUrl: string };
    secret = enrolment.secret;
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(enrolment.otpauthUri).toContain(encodeURIComponent('developer@demo.example'));
    expect(enrolment.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    // Sealed with AES-256-GCM: the stored value does not contain the secret.
    const [stored] = await rows<{ secret_sealed: string }>('select secret_sealed from user_totp');
    expect(stored!.secret_sealed).not.toContain(secret);
    expect(stored!.secret_sealed.split('.')).toHaveLength(3);

    // Pending: sign-in does not ask for a code yet.
    expect((await browser().password('developer@demo.example')).headers.location).toMatch(
      /^http:\/\/localhost:8080\/oidc\/auth\//,
    );

    const wrong = await dev.request('POST', '/auth/v2/users/self/totp/confirm', {
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'The code is not correct. Enter the current code from your authenticator app.',
    );

    const confirmed = await dev.request('POST', '/auth/v2/users/self/totp/confirm', {
      payload: { code: await codeAt(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    recoveryCodes = confirmed.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const hashes = await rows<{ code_hash: string }>('select code_hash from user_recovery_codes');
    expect(hashes.some((h) => recoveryCodes.some((c) => h.code_hash.includes(c)))).toBe(false);

    const after = (await dev.request('GET', '/auth/v2/users/self/totp')).json();
    expect(after).toMatchObject({ enrolled: true, recoveryCodesLeft: 10 });
    expect(Date.parse(after.enrolledAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await dev.request('POST', '/auth/v2/users/self/totp')).statusCode).toBe(409);
    expect((await auditLines('users.totp.enrol')).map((l) => l.org_id)).toEqual([ACME]);
  });

  it('asks for the code after the password: a wrong one is refused, the right one signs in', async () => {
    await forgetLastStep();
    const wrong = await signInWithCode('developer@demo.example', '123456');
    expect(wrong.res.statusCode).toBe(401);
    expect(wrong.res.body).toContain('The code is not correct.');
    expect(wrong.res.body).toContain('aria-invalid="true"');

    const good = await signInWithCode('developer@demo.example', await codeAt(secret));
    expect(good.res.statusCode).toBe(303);
    expect(await good.b.finish(good.res)).toBe(200);
  });

  it('refuses a code used already within its window', async () => {
    await forgetLastStep();
    const code = await codeAt(secret);
    const first = await signInWithCode('developer@demo.example', code);
    expect(first.res.statusCode).toBe(303);
    const again = await signInWithCode('developer@demo.example', code);
    expect(again.res.statusCode).toBe(401);
    expect(again.res.body).toContain('That code was used already.');
  });

  it('allows one step of clock drift and refuses an expired code', async () => {
    await forgetLastStep();
    const late = await signInWithCode('developer@demo.example', await codeAt(secret, -30));
    expect(late.res.statusCode).toBe(303);
    await forgetLastStep();
    const expired = await signInWithCode('developer@demo.example', await codeAt(secret, -120));
    expect(expired.res.statusCode).toBe(401);
    expect(expired.res.body).toContain('The code is not correct.');
  });

  it('takes a recovery code once, on the audit trail', async () => {
    const recovery = await signInWithCode('developer@demo.example', recoveryCodes[0]!.toUpperCase());
    expect(recovery.res.statusCode).toBe(303);
    expect(await recovery.b.finish(recovery.res)).toBe(200);
    const twice = await signInWithCode('developer@demo.example', recoveryCodes[0]!);
    expect(twice.res.statusCode).toBe(401);
    expect(twice.res.body).toContain('The recovery code is not correct, or was used already.');
    const page = await twice.b.page('?recovery=1');
    expect(page.body).toContain('Recovery code');
    const lines = await auditLines('users.totp.recoveryCode');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ org_id: ACME, attributes: { actor: idOf('developer@demo.example') } });
    expect((await s.developer!.request('GET', '/auth/v2/users/self/totp')).json().recoveryCodesLeft).toBe(9);
  });

  it('limits wrong codes like passwords: the sixth attempt is refused even with the right code', async () => {
    await forgetLastStep();
    const address = '10.20.30.40';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { res } = await signInWithCode('developer@demo.example', '999999', address);
      expect(res.statusCode).toBe(401);
    }
    const { res } = await signInWithCode('developer@demo.example', await codeAt(secret), address);
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain('Too many failed sign-in attempts. Wait 15 minutes, then try again.');
    // Another address is not locked out by it.
    expect((await signInWithCode('developer@demo.example', await codeAt(secret))).res.statusCode).toBe(303);
  });

  it('turns it off on /profile only with a current code', async () => {
    await forgetLastStep();
    const dev = s.developer!;
    const wrong = await dev.request('POST', '/auth/v2/users/self/totp/disable', {
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const off = await dev.request('POST', '/auth/v2/users/self/totp/disable', {
      payload: { code: await codeAt(secret) },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ enrolled: false, recoveryCodesLeft: 0 });
    expect(await rows('select * from user_recovery_codes')).toHaveLength(0);
    expect((await auditLines('users.totp.disable')).map((l) => l.org_id)).toEqual([ACME]);
    expect(
      (await dev.request('POST', '/auth/v2/users/self/totp/disable', { payload: { code: '000000' } }))
        .statusCode,
    ).toBe(409);
    // Signed in with the password alone again.
    await signIn(ctx.app, 'developer@demo.example');
  });

  it('lets a company require it: a member without it enrols after the password step', async () => {
    const url = `/auth/v2/organizations/${ACME}/twoFactor`;
    const asDeveloper = await s.developer!.request('PUT', url, { payload: { required: true } });
    expect(asDeveloper.statusCode).toBe(403);
    const set = await s.admin!.request('PUT', url, { payload: { required: true } });
    expect(set.statusCode).toBe(200);
    expect((await s.developer!.request('GET', url)).json()).toEqual({ required: true });
    expect((await auditLines('company.twoFactor'))[0]).toMatchObject({
      org_id: ACME,
      attributes: { after: { requireTwoFactor: true } },
    });
    expect((await s.developer!.request('GET', '/auth/v2/users/self/totp')).json().requiredByCompany).toBe(
      true,
    );

    const b = browser();
    expect((await b.password('member@demo.example')).statusCode).toBe(303);
    const page = await b.page();
    expect(page.body).toContain('Your company requires two-factor sign-in.');
    const key = /Key: <code>([A-Z2-7]+)<\/code>/.exec(page.body)?.[1];
    expect(key).toBeDefined();
    // A reload shows the same key, so an app already set up keeps working.
    expect((await b.page()).body).toContain(key);
    const wrong = await b.post('enrol', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain(key);
    const codes = await b.post('enrol', { code: await codeAt(key!) });
    expect(codes.statusCode).toBe(200);
    expect(codes.body).toContain('Save your recovery codes');
    expect(codes.body.match(/<li><code>/g)).toHaveLength(10);
    expect(await b.finish(await b.post('continue'))).toBe(200);
    // The enrolment needs no second confirmation.
    expect((await b.post('continue')).statusCode).toBe(400);

    // Staff members of another company are not asked.
    await signIn(ctx.app, 'staff@demo.example');
    await s.admin!.request('PUT', url, { payload: { required: false } });
  });

  it('lets staff with admin.users reset a second factor, on the audit trail', async () => {
    const member = idOf('member@demo.example');
    const byReviewer = await s.reviewer!.request('POST', `/auth/v2/users/${member}/resetTotp`);
    expect(byReviewer.statusCode).toBe(403);
    const reset = await s.staff!.request('POST', `/auth/v2/users/${member}/resetTotp`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ reset: true });
    expect((await s.staff!.request('POST', `/auth/v2/users/${member}/resetTotp`)).json()).toEqual({
      reset: false,
    });
    const unknown = await s.staff!.request(
      'POST',
      '/auth/v2/users/00000000-0000-4000-9000-0000000000ff/resetTotp',
    );
    expect(unknown.statusCode).toBe(404);
    const lines = await auditLines('users.totp.reset');
    expect(lines.map((l) => l.org_id).sort()).toEqual([ACME, demoOrgs.provider.id].sort());
    // The member signs in with the password alone again.
    await signIn(ctx.app, 'member@demo.example');
  });
});
