import { formatMessage, sessionInfoSchema } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { samlify } from '../../../test/samlify.ts';
import { CookieJar, HOST, pkce, redeem, signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { memberships, samlSeenAssertions, users } from '../../db/schema/index.ts';
import { selfSignedCertificate } from '../../platform/crypto/selfSignedCertificate.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const IDP_ENTITY = 'https://idp.acme.example/saml';
const IDP_SSO = 'https://idp.acme.example/sso';
const ACS = `/auth/v2/organizations/${ACME}/saml/acs`;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

// The test's IdP stand-in parses our AuthnRequest only: the XML schema check is not what is under test.
samlify.setSchemaValidator({ validate: async () => 'skipped' });

const idpKeys = selfSignedCertificate('Test IdP', 30);
const strangerKeys = selfSignedCertificate('Not the configured IdP', 30);

function identityProvider(keys = idpKeys, entityID = IDP_ENTITY) {
  return samlify.IdentityProvider({
    entityID,
    signingCert: keys.certificatePem,
    privateKey: keys.privateKeyPem,
    nameIDFormat: [EMAIL_FORMAT],
    singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: IDP_SSO }],
    wantAuthnRequestsSigned: true,
  });
}

const get = (ctx: TestContext, url: string, jar: CookieJar) =>
  ctx.app.inject({ method: 'GET', url, headers: { host: HOST, cookie: jar.header() } }).then((res) => {
    jar.store(res);
    return res;
  });

const pathOf = (location: string) => {
  const url = new URL(location, `http://${HOST}`);
  return `${url.pathname}${url.search}`;
};

describe('saml: SP-initiated sign-in through a real identity provider (samlify)', () => {
  let ctx: TestContext;
  let sp: ReturnType<typeof samlify.ServiceProvider>;
  let admin: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    admin = await signIn(ctx.app, 'admin@demo.example');
    let res = await admin.request('PUT', `/auth/v2/organizations/${ACME}/saml`, {
      payload: {
        entityId: IDP_ENTITY,
        ssoUrl: IDP_SSO,
        nameIdFormat: EMAIL_FORMAT,
        certificates: [idpKeys.certificatePem],
      },
    });
    // The answer's message with the status: CI once saw a 400 here that no local run repeats.
    expect(res.statusCode, res.body).toBe(200);
    res = await admin.request('PUT', `/auth/v2/organizations/${ACME}/samlEnablement`, {
      payload: { enabled: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    await settings({ domains: ['acme.example'], jitMembership: false, idpInitiated: false });
    // The IdP's administrator imports the portal's SP metadata, as they would from the page.
    res = await ctx.app.inject({ method: 'GET', url: `/auth/v2/organizations/${ACME}/saml/metadata` });
    expect(res.body).toContain('AuthnRequestsSigned="true"');
    sp = samlify.ServiceProvider({ metadata: res.body });
    const [user] = await ctx.database.db
      .insert(users)
      .values({ email: 'ada@acme.example', firstName: 'Ada', lastName: 'Lovelace' })
      .returning();
    await ctx.database.db
      .insert(memberships)
      .values({ userId: user!.id, organizationId: ACME, associationType: 'PRIMARY', roles: ['developer'] });
  });
  afterAll(() => ctx.close());

  async function settings(body: { domains: string[]; jitMembership: boolean; idpInitiated: boolean }) {
    const res = await admin.request('PUT', `/auth/v2/organizations/${ACME}/samlSignIn`, { payload: body });
    return res;
  }

  /** The web's authorization request: answers the provider's sign-in page path (the jar takes its cookies). */
  async function openSignInPage(jar: CookieJar) {
    const { verifier, challenge, state } = pkce();
    const params = new URLSearchParams({
      client_id: 'portal-web',
      response_type: 'code',
      redirect_uri: `http://${HOST}/auth`,
      scope: 'openid email profile offline_access',
      state,
      nonce: state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const auth = await get(ctx, `/oidc/auth?${params}`, jar);
    return { page: pathOf(auth.headers.location as string), verifier, state };
  }

  /** The portal's sign-in page for `email` (no password): answers the redirect to the IdP. */
  async function startAt(email: string) {
    const jar = new CookieJar();
    const { page, verifier, state } = await openSignInPage(jar);
    await get(ctx, page, jar);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${page}/login`,
      headers: { host: HOST, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password: '' }).toString(),
    });
    jar.store(res);
    // The page that takes the browser on to the IdP (a link and a refresh), when the domain is routed.
    const idp = /<a class="button" href="([^"]+)"/.exec(res.body)?.[1]?.replaceAll('&amp;', '&');
    return { jar, res, idp, verifier, state };
  }

  /** The IdP checks the signed AuthnRequest and answers with a signed response for `email`. */
  async function idpAnswers(
    location: string,
    email: string,
    opts: { to?: typeof sp; idp?: typeof idpKeys; issuer?: string } = {},
  ) {
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(IDP_SSO);
    const octetString = url.search
      .slice(1)
      .split('&')
      .filter((part) => !part.startsWith('Signature='))
      .join('&');
    const query = Object.fromEntries(url.searchParams);
    const idp = identityProvider(opts.idp, opts.issuer);
    // Throws unless the request is signed with the key of the SP metadata.
    const parsed = await identityProvider().parseLoginRequest(sp, 'redirect', { query, octetString });
    const id = parsed.extract.request.id;
    const response = await idp.createLoginResponse(opts.to ?? sp, { extract: { request: { id } } }, 'post', {
      email,
    });
    return { samlResponse: response.context, requestId: id };
  }

  /** A sign-in started for `email` and the IdP's answer to it, before the browser posts it. */
  async function responseFor(
    email: string,
    opts: { to?: typeof sp; idp?: typeof idpKeys; issuer?: string; idpClockBehindMs?: number } = {},
  ) {
    const { idp } = await startAt(email);
    if (opts.idpClockBehindMs)
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - opts.idpClockBehindMs });
    try {
      return (await idpAnswers(idp as string, email, opts)).samlResponse;
    } finally {
      vi.useRealTimers();
    }
  }

  const postAcs = (samlResponse: string) =>
    ctx.app.inject({
      method: 'POST',
      url: ACS,
      // Posted by the IdP's page from its own site: no cookie of the portal comes with it.
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
    });

  /** Follows the provider back to the portal's callback and redeems the code: the session's user. */
  async function finish(jar: CookieJar, acs: LightMyRequestResponse, verifier: string) {
    expect(acs.statusCode).toBe(303);
    let location = acs.headers.location as string;
    for (let hop = 0; hop < 5 && !new URL(location, `http://${HOST}`).pathname.startsWith('/auth'); hop++) {
      const res = await get(ctx, pathOf(location), jar);
      expect([302, 303]).toContain(res.statusCode);
      location = res.headers.location as string;
    }
    const callback = new URL(location, `http://${HOST}`);
    const res = await redeem(ctx.app, jar, {
      code: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
      iss: callback.searchParams.get('iss'),
      nonce: callback.searchParams.get('state'),
      codeVerifier: verifier,
      clientId: 'portal-web',
    });
    expect(res.statusCode).toBe(200);
    return sessionInfoSchema.parse(res.json());
  }

  function expectRefused(res: LightMyRequestResponse, status: number, message: string) {
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain(message.replace(/'/g, '&#39;'));
    // No way on to the provider: the sign-in page stays unfinished and no session is made.
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
  }
  const refusedBecause = (reason: string) => formatMessage('saml.responseRefused', { reason });

  it('sends a member of a routed domain to the IdP and signs them in from its response, on the audit trail', async () => {
    const { jar, res, idp, verifier } = await startAt('Ada@Acme.example');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta http-equiv="refresh" content="0;url=https://idp.acme.example/sso?');
    expect(idp).toMatch(/SigAlg=.*&Signature=/);
    const { samlResponse } = await idpAnswers(idp as string, 'ada@acme.example');
    const acs = await postAcs(samlResponse);
    expect(acs.headers.location).toMatch(/^http:\/\/localhost:8080\/oidc\/auth\//);
    const info = await finish(jar, acs, verifier);
    const [ada] = await ctx.database.db.select().from(users).where(eq(users.email, 'ada@acme.example'));
    expect(info.sub).toBe(ada!.id);
    const audit = await ctx.database.db.execute(
      `select message, attributes from logs where org_id = '${ACME}' and type = 'audit' and attributes->>'action' = 'saml.signIn'`,
    );
    const lines = (audit as { rows: { message: string; attributes: Record<string, unknown> }[] }).rows;
    expect(lines).toHaveLength(1);
    expect(lines[0]!.attributes).toMatchObject({ actor: ada!.id, action: 'saml.signIn' });
    expect(lines[0]!.message).toBe(`Signed in through SAML single sign-on (${IDP_ENTITY})`);
  });

  it('refuses a replay of a response already used, and starts no session', async () => {
    const samlResponse = await responseFor('ada@acme.example');
    expect((await postAcs(samlResponse)).statusCode).toBe(303);
    expectRefused(
      await postAcs(samlResponse),
      401,
      refusedBecause('it answers no sign-in started here, or one already finished'),
    );
  });

  it('refuses a tampered response: the NameID changed after signing', async () => {
    const samlResponse = await responseFor('ada@acme.example');
    const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
    expect(xml).toContain('ada@acme.example');
    const tampered = xml.replaceAll('ada@acme.example', 'eve@acme.example');
    expectRefused(
      await postAcs(Buffer.from(tampered).toString('base64')),
      401,
      refusedBecause("its signature does not match the identity provider's certificate"),
    );
  });

  it('refuses a response signed by another key than the configured certificate', async () => {
    const samlResponse = await responseFor('ada@acme.example', { idp: strangerKeys });
    expectRefused(
      await postAcs(samlResponse),
      401,
      refusedBecause("its signature does not match the identity provider's certificate"),
    );
  });

  it('refuses an expired assertion', async () => {
    // The IdP's clock is an hour behind: everything it signs expired long ago.
    const samlResponse = await responseFor('ada@acme.example', { idpClockBehindMs: 3600_000 });
    expectRefused(
      await postAcs(samlResponse),
      401,
      refusedBecause('it has expired or is not valid yet; check the clocks of the identity provider'),
    );
  });

  it('refuses an assertion for another audience', async () => {
    const metadata = (
      await ctx.app.inject({ method: 'GET', url: `/auth/v2/organizations/${ACME}/saml/metadata` })
    ).body;
    const other = samlify.ServiceProvider({
      metadata: metadata.replace(/entityID="[^"]+"/, 'entityID="https://other-portal.example/sp"'),
    });
    const samlResponse = await responseFor('ada@acme.example', { to: other });
    expectRefused(
      await postAcs(samlResponse),
      401,
      refusedBecause('it was issued for another service provider (audience)'),
    );
  });

  /** The portal's SP metadata, and the ACS address it gives the identity provider. */
  async function spMetadata() {
    const metadata = (
      await ctx.app.inject({ method: 'GET', url: `/auth/v2/organizations/${ACME}/saml/metadata` })
    ).body;
    const acsUrl = /<md:AssertionConsumerService [^>]*Location="([^"]+)"/.exec(metadata)?.[1];
    expect(acsUrl).toBe(`http://localhost:8080${ACS}`);
    return { metadata, acsUrl: acsUrl as string };
  }
  const ELSEWHERE = 'https://elsewhere.example/saml/acs';

  it('refuses an assertion whose Recipient is another address, even in a response sent here', async () => {
    const { metadata, acsUrl } = await spMetadata();
    // The IdP has another ACS on file for this SP: it addresses the whole response there, signed.
    const misfiled = samlify.ServiceProvider({
      metadata: metadata.replace(`Location="${acsUrl}"`, `Location="${ELSEWHERE}"`),
    });
    const xml = Buffer.from(await responseFor('ada@acme.example', { to: misfiled }), 'base64').toString();
    expect(xml).toContain(`Recipient="${ELSEWHERE}"`);
    // The Destination is on the unsigned envelope: put right, only the signed Recipient is wrong.
    const sentHere = xml.replace(`Destination="${ELSEWHERE}"`, `Destination="${acsUrl}"`);
    expect(sentHere).toContain(`Destination="${acsUrl}"`);
    expectRefused(
      await postAcs(Buffer.from(sentHere).toString('base64')),
      401,
      refusedBecause('it was issued for another address (Recipient)'),
    );
  });

  it('refuses a response whose Destination is another address', async () => {
    const { acsUrl } = await spMetadata();
    const xml = Buffer.from(await responseFor('ada@acme.example'), 'base64').toString();
    expect(xml).toContain(`Destination="${acsUrl}"`);
    const elsewhere = xml.replace(`Destination="${acsUrl}"`, `Destination="${ELSEWHERE}"`);
    expectRefused(
      await postAcs(Buffer.from(elsewhere).toString('base64')),
      401,
      refusedBecause('it was sent to another address (Destination)'),
    );
  });

  it('refuses an assertion issued by another identity provider, though signed with the configured key', async () => {
    const foreign = 'https://idp.other.example/saml';
    const samlResponse = await responseFor('ada@acme.example', { issuer: foreign });
    expect(Buffer.from(samlResponse, 'base64').toString()).toContain(`>${foreign}</saml:Issuer>`);
    expectRefused(
      await postAcs(samlResponse),
      401,
      refusedBecause('it was issued by another identity provider than the one configured'),
    );
  });

  it('refuses a signature-wrapping attempt: a forged assertion beside the signed one', async () => {
    const samlResponse = await responseFor('ada@acme.example');
    const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
    const assertion = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)?.[0];
    expect(assertion).toBeDefined();
    // The attacker's copy: another user, no signature, its own ID; the signed original stays for the
    // signature check to find.
    const forged = assertion!
      .replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '')
      .replace(/ID="[^"]+"/, 'ID="_forged"')
      .replaceAll('ada@acme.example', 'admin@acme.example');
    for (const wrapped of [
      xml.replace(assertion!, `${forged}${assertion}`),
      xml.replace(assertion!, forged.replace('</saml:Assertion>', `${assertion}</saml:Assertion>`)),
    ]) {
      const answer = await postAcs(Buffer.from(wrapped).toString('base64'));
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toContain('Sign-in refused');
      expect(answer.headers.location).toBeUndefined();
    }
  });

  it('refuses an unsolicited (IdP-initiated) response unless the company allows it; then it starts a sign-in', async () => {
    const unsolicited = async () =>
      (
        await identityProvider().createLoginResponse(sp, { extract: { request: { id: '' } } }, 'post', {
          email: 'ada@acme.example',
        })
      ).context;
    expectRefused(await postAcs(await unsolicited()), 403, formatMessage('saml.unsolicited'));

    await settings({ domains: ['acme.example'], jitMembership: false, idpInitiated: true });
    const response = await unsolicited();
    const accepted = await postAcs(response);
    // Verified in full, it starts the portal's sign-in, which asks the IdP again for this browser.
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe('http://localhost:8080/login');
    const jar = new CookieJar();
    jar.store(accepted);
    expect(jar.cookies.get('saml_start')).toBe(ACME);
    // The same assertion again: its ID was kept, so it is a replay even without a request to answer.
    expectRefused(await postAcs(response), 401, formatMessage('saml.replayed'));

    const page = await get(ctx, (await openSignInPage(jar)).page, jar);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toMatch(/^https:\/\/idp\.acme\.example\/sso\?SAMLRequest=/);
    expect(jar.cookies.has('saml_start')).toBe(false);
    await settings({ domains: ['acme.example'], jitMembership: false, idpInitiated: false });
  });

  it('refuses a DOCTYPE before any parser reads the response', async () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x "x">]><samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"/>`;
    expectRefused(
      await postAcs(Buffer.from(xml).toString('base64')),
      400,
      refusedBecause('it declares a DOCTYPE, which is not allowed'),
    );
  });

  it('refuses a non-member unless just-in-time membership is on, then makes them a member', async () => {
    expectRefused(
      await postAcs(await responseFor('grace@acme.example')),
      403,
      formatMessage('saml.notMember', { email: 'grace@acme.example', company: 'Acme Health' }),
    );
    expect(
      await ctx.database.db.select().from(users).where(eq(users.email, 'grace@acme.example')),
    ).toHaveLength(0);

    expect(
      (await settings({ domains: ['acme.example'], jitMembership: true, idpInitiated: false })).statusCode,
    ).toBe(200);
    const started = await startAt('grace@acme.example');
    const { samlResponse } = await idpAnswers(started.idp as string, 'grace@acme.example');
    const info = await finish(started.jar, await postAcs(samlResponse), started.verifier);
    const [grace] = await ctx.database.db.select().from(users).where(eq(users.email, 'grace@acme.example'));
    expect(info.sub).toBe(grace!.id);
    expect(grace!.passwordHash).toBeNull();
    const member = await ctx.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, grace!.id), eq(memberships.organizationId, ACME)));
    expect(member).toHaveLength(1);
    expect(member[0]!.roles).toEqual([]);
    await settings({ domains: ['acme.example'], jitMembership: false, idpInitiated: false });
    // A domain no company routes: the password page as before.
    expect((await startAt('demo-nobody@elsewhere.example')).res.statusCode).toBe(400);
  });

  it('keeps every assertion ID it accepted until the assertion expires', async () => {
    const rows = await ctx.database.db.select().from(samlSeenAssertions);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('only lets a company route its own e-mail domains, and one domain to one company', async () => {
    let res = await settings({ domains: ['globex.example'], jitMembership: false, idpInitiated: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(formatMessage('saml.domainNotCompany', { domain: 'globex.example' }));
    res = await settings({ domains: ['not a domain'], jitMembership: false, idpInitiated: false });
    expect(res.statusCode).toBe(400);
    res = await admin.request('GET', `/auth/v2/organizations/${ACME}/saml`);
    expect(res.json()).toMatchObject({
      domains: ['acme.example'],
      jitMembership: false,
      idpInitiated: false,
    });
  });
});
