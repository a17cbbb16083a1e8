import type { Tenant } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../../test/signIn.ts';
import { acmeTenantId } from '../../../../test/tenantTokens.ts';
import { createTestApp, type TestContext } from '../../../../test/testApp.ts';
import { hashPassword, verifyPassword } from '../../../platform/auth/passwords.ts';
import { rateLimitRepository } from '../../../platform/rateLimit/rateLimit.repository.ts';
import { demoOrgs, seedIdentityDemo } from '../../../seed/identityDemo.ts';
import { SandboxBusy, SandboxTooManyGuesses } from '../sandbox.service.ts';
import { GUESS_WINDOW_MS, MAX_GUESSES, wsSecurityCheck } from './wsSecurity.ts';

const tenant: Tenant = {
  id: '00000000-0000-4000-8000-000000000001',
  organizationId: '00000000-0000-4000-8000-000000000002',
  name: 'acme_sb',
  environment: 'Sandbox',
  createdAt: '2026-11-24T00:00:00.000Z',
};
const USER = 'ISU_acme_sb';
const PASSWORD = 'the-right-password';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/**
 * docs/decisions/ws-security-guesses.md: every WS-Security guess once cost an scrypt, with no limit. The
 * counts are rows of the database (rate_limit_hits), so this runs on PGlite and on PostgreSQL; the scrypt is
 * a spy around the real one, so "refused before the hash" is counted, not timed.
 */
describe('the WS-Security check of an integration user', () => {
  let hash: string;
  let verify: ReturnType<typeof vi.fn<(password: string, stored: string) => Promise<boolean>>>;
  let check: ReturnType<typeof wsSecurityCheck>;
  let address = 0;
  /** A client address of its own for each test: the counts are per (tenant, address). */
  let from: string;

  const make = (hashing?: Parameters<typeof wsSecurityCheck>[0]['hashing']) =>
    wsSecurityCheck({
      attempts: rateLimitRepository(ctx.database.db),
      tenants: {
        integrationHashes: async (name, username) =>
          name === tenant.name && username === USER ? [{ tenant, hash }] : [],
      },
      verify,
      ...(hashing ? { hashing } : {}),
    });
  const guess = (password: string, address = from, by = check) =>
    by.signIn(tenant.name, { username: USER, password }, address);

  beforeAll(async () => {
    hash = await hashPassword(PASSWORD);
  });
  beforeEach(() => {
    verify = vi.fn(verifyPassword);
    check = make();
    from = `203.0.113.${++address}`;
  });

  it('refuses the guesses of an address past the limit before their password is checked', async () => {
    for (let i = 0; i < MAX_GUESSES; i++) expect(await guess(`wrong-${i}`)).toBeNull();
    expect(verify).toHaveBeenCalledTimes(MAX_GUESSES);
    // Even the right password: it is not looked at, so a guesser learns nothing more.
    const refused = await guess(PASSWORD).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SandboxTooManyGuesses);
    const seconds = (refused as SandboxTooManyGuesses).retryAfterSeconds;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(GUESS_WINDOW_MS / 1000);
    expect((refused as Error).message).toBe(
      'Too many wrong passwords for ISU_acme_sb from this address. Wait 15 minutes, then try again.',
    );
    expect(verify).toHaveBeenCalledTimes(MAX_GUESSES);
  });

  it('still takes the right password from another address', async () => {
    for (let i = 0; i < MAX_GUESSES + 3; i++) await guess(`wrong-${i}`).catch(() => {});
    expect(await guess(PASSWORD, '198.51.100.77')).toEqual(tenant);
  });

  it('checks at most the limit of parallel guesses from one address', async () => {
    const wide = make({ overall: 1, perUser: 1, queue: 100, maxWaitMs: 60_000 });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => guess(`wrong-${i}`, from, wide).catch((error: unknown) => error)),
    );
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(MAX_GUESSES);
    expect(outcomes.filter((outcome) => outcome instanceof SandboxTooManyGuesses)).toHaveLength(
      20 - MAX_GUESSES,
    );
    expect(verify).toHaveBeenCalledTimes(MAX_GUESSES);
  });

  it('clears the count when the right password comes', async () => {
    for (let i = 0; i < MAX_GUESSES - 1; i++) await guess(`wrong-${i}`);
    expect(await guess(PASSWORD)).toEqual(tenant);
    for (let i = 0; i < MAX_GUESSES; i++) expect(await guess(`again-${i}`)).toBeNull();
  });

  it('takes a remembered right password past the limit without a check: only a right one is remembered', async () => {
    expect(await guess(PASSWORD, '198.51.100.78')).toEqual(tenant);
    for (let i = 0; i < MAX_GUESSES; i++) await guess(`wrong-${i}`);
    await expect(guess('wrong-again')).rejects.toBeInstanceOf(SandboxTooManyGuesses);
    expect(await guess(PASSWORD)).toEqual(tenant);
    expect(verify).toHaveBeenCalledTimes(1 + MAX_GUESSES);
  });

  it('checks a repeated right password once, and a burst of it once, without using up the count', async () => {
    expect(await guess(PASSWORD)).toEqual(tenant);
    const burst = await Promise.all(Array.from({ length: 12 }, () => guess(PASSWORD)));
    expect(burst).toEqual(Array.from({ length: 12 }, () => tenant));
    expect(verify).toHaveBeenCalledTimes(1);

    const fresh = make();
    const together = await Promise.all(Array.from({ length: 12 }, () => guess(PASSWORD, from, fresh)));
    expect(together).toEqual(Array.from({ length: 12 }, () => tenant));
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('forgets a remembered password once the stored hash changes (a reset)', async () => {
    expect(await guess(PASSWORD)).toEqual(tenant);
    const before = hash;
    hash = await hashPassword('the-new-password');
    try {
      expect(await guess(PASSWORD)).toBeNull();
      expect(await guess('the-new-password')).toEqual(tenant);
      expect(verify).toHaveBeenCalledTimes(3);
    } finally {
      hash = before;
    }
  });

  it('answers a wrong user name or a tenant without a password with no check and no count', async () => {
    expect(await check.signIn(tenant.name, { username: 'ISU_other', password: PASSWORD }, from)).toBeNull();
    expect(await check.signIn('other_sb', { username: 'ISU_other_sb', password: PASSWORD }, from)).toBeNull();
    expect(verify).not.toHaveBeenCalled();
    expect(await rateLimitRepository(ctx.database.db).peek(`ws-security|acme_sb|${from}`, 0)).toEqual({
      hits: 0,
      ttlMs: 0,
    });
  });

  it('runs one password check at a time and refuses those past its short queue as busy', async () => {
    let finish!: () => void;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    verify = vi.fn(async () => {
      await held;
      return false;
    });
    const narrow = make({ overall: 1, perUser: 1, queue: 2, maxWaitMs: 60_000 });
    const outcomes = Array.from({ length: 8 }, (_, i) =>
      guess(`wrong-${i}`, `192.0.2.${i + 1}`, narrow).catch((error: unknown) => error),
    );
    const refused = (await Promise.all(outcomes.slice(3))) as unknown[];
    expect(refused.every((outcome) => outcome instanceof SandboxBusy)).toBe(true);
    await vi.waitFor(() => expect(verify).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    finish();
    expect(await Promise.all(outcomes.slice(0, 3))).toEqual([null, null, null]);
    expect(verify).toHaveBeenCalledTimes(3);
  });
});

describe('WS-Security guesses over SOAP', () => {
  const SOAP11 = 'http://schemas.xmlsoap.org/soap/envelope/';
  const SOAP12 = 'http://www.w3.org/2003/05/soap-envelope';
  const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
  let password: string;

  const post = (secret: string, remoteAddress: string, version: '1.1' | '1.2' = '1.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/sandbox/acme_sb/soap/Human_Resources',
      remoteAddress,
      headers: { 'content-type': version === '1.2' ? 'application/soap+xml' : 'text/xml' },
      payload: `<env:Envelope xmlns:env="${version === '1.2' ? SOAP12 : SOAP11}"><env:Header><wsse:Security xmlns:wsse="${WSSE}"><wsse:UsernameToken><wsse:Username>${USER}</wsse:Username><wsse:Password>${secret}</wsse:Password></wsse:UsernameToken></wsse:Security></env:Header><env:Body><hr:Get_Organizations_Request xmlns:hr="urn:portal:sandbox:Human_Resources"/></env:Body></env:Envelope>`,
    });

  beforeAll(async () => {
    await seedIdentityDemo(ctx.database.db, ctx.config);
    const dev = await signIn(ctx.app, 'developer@demo.example');
    const sb = await acmeTenantId(dev, 'acme_sb');
    password = (
      await dev.request('POST', `/auth/v1/provisioner/tenants/${sb}/passwordReset`, {
        headers: { 'x-organization-id': demoOrgs.acme.id },
      })
    ).json().password;
    // The tenant's first call seeds its data; on a loaded machine it may answer 503 while that goes on.
    for (let i = 0; i < 60 && (await post(password, '198.51.100.99')).statusCode === 503; i++)
      await new Promise((resolve) => setTimeout(resolve, 1_000));
  });

  it('answers guesses past the limit 429 with Retry-After in a Client fault, and the right password elsewhere 200', async () => {
    for (let i = 0; i < MAX_GUESSES; i++) {
      const wrong = await post(`wrong-${i}`, '198.51.100.20');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain('<faultcode>env:Client</faultcode>');
    }
    const refused = await post('wrong-again', '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toContain('text/xml');
    expect(refused.body).toContain('<faultcode>env:Client</faultcode>');
    expect(refused.body).toContain('Too many wrong passwords for ISU_acme_sb from this address.');
    // SOAP 1.2 names the sender.
    const twelve = await post('wrong-in-1.2', '198.51.100.20', '1.2');
    expect(twelve.statusCode).toBe(429);
    expect(twelve.body).toContain('<env:Value>env:Sender</env:Value>');

    const elsewhere = await post(password, '198.51.100.21');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.body).toContain('Get_Organizations_Response');
    // The integration behind the same address as the guesser: its password, checked a moment ago, is
    // remembered and taken without a count (docs/decisions/ws-security-guesses.md).
    expect((await post(password, '198.51.100.20')).statusCode).toBe(200);
  });
});
