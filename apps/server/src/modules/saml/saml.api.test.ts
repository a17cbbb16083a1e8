import os from 'node:os';
import { formatMessage, type SamlConfigResponse, type SamlEndpoints } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { samlConfigs } from '../../db/schema/index.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { demoIdpCertificate } from '../../seed/samlDemo.ts';
import { readCertificate } from './samlCertificate.ts';

const ACME = demoOrgs.acme.id;
const GLOBEX = demoOrgs.globex.id;
type Session = Awaited<ReturnType<typeof signIn>>;
const UNREACHABLE = formatMessage('saml.metadataUnreachable');
/** This machine's own addresses that are not loopback, as URL hosts. */
const ownHosts = Object.values(os.networkInterfaces())
  .flatMap((list) => list ?? [])
  .filter((entry) => !entry.internal)
  .map((entry) => (entry.family === 'IPv6' ? `[${entry.address}]` : entry.address));

// Expired on 2021-01-01; made once with `openssl ca -selfsign -startdate 20200101000000Z -enddate 20210101000000Z`.
const expiredCertificate = `
-----BEGIN CERTIFICATE-----
MIICsjCCAZoCAQEwDQYJKoZIhvcNAQELBQAwHzEdMBsGA1UEAwwUZXhwaXJlZC5k
ZW1vLmV4YW1wbGUwHhcNMjAwMTAxMDAwMDAwWhcNMjEwMTAxMDAwMDAwWjAfMR0w
GwYDVQQDDBRleHBpcmVkLmRlbW8uZXhhbXBsZTCCASIwDQYJKoZIhvcNAQEBBQAD
ggEPADCCAQoCggEBANt+5PCUR5KldSGPXtwhEhcdv8urlh8e4rCOTUaJGcOz+M+G
D0p1jASolKa0CMdizfOzIJHPRu2eYpX6o2ye4eLHymHemcYgTTR2SnUBlj92sg5N
yfhnHSvVvAxLYSYCKsuVC10ARUUxk8fmK4XmYVx5b4y33Xd0gte5y5w/haidCVMb
kB9Djzfrd4Ft+tJVRRdr8r9pJIX8nmYDlDqYJ7MtPTMk3Tch1qjoqc74QL3vO8ir
WcCgjmVc3jbZjen2HrnZ0C8rw7voodjMVimbf0JM4NwJSEuhF5wqIug61c2zMKjn
VCJerfwYdVZODNoOI3xu+aTjOTNUuDBtqPl7l7sCAwEAATANBgkqhkiG9w0BAQsF
AAOCAQEAk0DEQ6VVJe/20mw1LoUOS1ra80nwQIjUSSo8n9CB6wTi/yDqeL4RilUu
i3SQz/KL5p1As5E80FtCO7NDjoolDe1KfXDQRF0wX/JFsEdBQhqzqfES4YLupoJI
As9xgtmY4fDkyQVJSmIqOAH+FB17aSDQBG9/BaHnNr14ZBOojC5/Tnpu6zAqkLFW
E/rQ22oxDQIydF+0r97ER1yN0CLqmWRW0Es/FYK5atz/zGTHvo132fvjwU7648/Y
Zy6Gbr1hMQGeWoA0sk1YF90fJAqtFN5mdZNXwg+XBC6SrpbnHgkTQEHhV0rPkIsn
OBbWb/SNXhvE4hBJqI5F2pSMLBZkPw==
-----END CERTIFICATE-----
`.trim();

const body = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

function metadata(
  opts: { entityId?: string; ssoUrl?: string; certificate?: string; doctype?: string; filler?: string } = {},
) {
  const entity = opts.entityId === undefined ? ' entityID="https://idp.globex.example/e"' : opts.entityId;
  const sso =
    opts.ssoUrl === ''
      ? ''
      : `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${opts.ssoUrl ?? 'https://idp.globex.example/sso'}"/>`;
  return `<?xml version="1.0" encoding="UTF-8"?>${opts.doctype ?? ''}
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"${entity}>${opts.filler ?? ''}
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data>
      <ds:X509Certificate>${opts.certificate ?? body(demoIdpCertificate)}</ds:X509Certificate>
    </ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:2.0:nameid-format:persistent</md:NameIDFormat>
    ${sso}
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="&lol3;"/>`;
const externalEntity = metadata({
  doctype: '<!DOCTYPE md [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
  entityId: ' entityID="&xxe;"',
});

describe('saml: a company configures its identity provider and switches single sign-on', () => {
  let ctx: TestContext;
  const s: Record<string, Session> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    for (const who of ['admin', 'member', 'staff', 'producer'])
      s[who] = await signIn(ctx.app, `${who}@demo.example`);
  });
  afterAll(() => ctx.close());

  // The producer administers Globex, which holds no extendsaml and has no configuration yet.
  const call = (who: string, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    s[who]!.request(method, url, { payload });
  const saml = (org: string) => `/auth/v2/organizations/${org}/saml`;
  const putGlobex = (payload: unknown) => call('producer', 'PUT', saml(GLOBEX), payload);
  const globexConfig = async () => (await call('producer', 'GET', saml(GLOBEX))).json() as SamlConfigResponse;
  const auditActions = async (org: string) => {
    const lines = await ctx.database.db.execute(
      `select attributes from logs where org_id = '${org}' and type = 'audit' and attributes->>'action' like 'saml.%'`,
    );
    return (lines as { rows: { attributes: Record<string, unknown> }[] }).rows.map((r) => r.attributes);
  };

  it("shows a company admin its configuration, the certificate's subject and expiry, and the endpoints", async () => {
    const res = await call('admin', 'GET', saml(ACME));
    expect(res.statusCode).toBe(200);
    const config = res.json() as SamlConfigResponse;
    expect(config).toMatchObject({
      configured: true,
      enabled: true,
      entityId: 'https://idp.acme.example/saml/metadata',
    });
    if (!config.configured) throw new Error('configured');
    expect(config.certificates[0]).toMatchObject({ validTo: '2125-12-11T00:00:05.000Z' });
    expect(config.certificates[0]!.subject).toContain('CN=idp.demo.example');

    const endpoints = (
      await call('admin', 'GET', `/auth/v2/organizations/${ACME}/samlEndpoints`)
    ).json() as SamlEndpoints;
    expect(endpoints).toEqual({
      entityId: `${ctx.config.publicUrl}/auth/v2/organizations/${ACME}/saml/metadata`,
      acsUrl: `${ctx.config.publicUrl}/auth/v2/organizations/${ACME}/saml/acs`,
      metadataUrl: `${ctx.config.publicUrl}/auth/v2/organizations/${ACME}/saml/metadata`,
      nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    });
  });

  it('serves the service provider metadata as a SAML document to anyone, 404 for no company', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/auth/v2/organizations/${ACME}/saml/metadata` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/samlmetadata+xml');
    const doc = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true }).parse(res.body);
    expect(doc.EntityDescriptor['@_entityID']).toBe(
      `${ctx.config.publicUrl}/auth/v2/organizations/${ACME}/saml/metadata`,
    );
    expect(doc.EntityDescriptor.SPSSODescriptor.AssertionConsumerService['@_Location']).toBe(
      `${ctx.config.publicUrl}/auth/v2/organizations/${ACME}/saml/acs`,
    );
    const none = '00000000-0000-4000-8000-0000000000ff';
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/auth/v2/organizations/${none}/saml/metadata` }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses the signed-out (401), members without company.admin and other companies (403); staff may', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: saml(ACME) })).statusCode).toBe(401);
    expect((await call('member', 'GET', saml(ACME))).statusCode).toBe(403);
    expect(
      (await call('member', 'PUT', `/auth/v2/organizations/${ACME}/samlEnablement`, { enabled: false }))
        .statusCode,
    ).toBe(403);
    expect((await call('producer', 'GET', saml(ACME))).statusCode).toBe(403);
    expect((await call('producer', 'PUT', saml(ACME), { metadataXml: metadata() })).statusCode).toBe(403);
    expect((await call('staff', 'GET', saml(ACME))).statusCode).toBe(200);
    expect((await call('staff', 'GET', saml('00000000-0000-4000-8000-0000000000ff'))).statusCode).toBe(404);
  });

  it.each([
    ['not XML', { metadataXml: 'this is not <xml' }, 400, /not valid XML/],
    ['not SAML metadata', { metadataXml: '<html><body/></html>' }, 400, /no EntityDescriptor/],
    ['a billion laughs', { metadataXml: billionLaughs }, 400, /DOCTYPE/],
    ['an external entity', { metadataXml: externalEntity }, 400, /DOCTYPE/],
    ['no entity ID', { metadataXml: metadata({ entityId: '' }) }, 400, /entity ID is missing/],
    ['no SSO URL', { metadataXml: metadata({ ssoUrl: '' }) }, 400, /single sign-on URL is missing/],
    [
      'a plain HTTP SSO URL',
      { metadataXml: metadata({ ssoUrl: 'http://idp.example/sso' }) },
      400,
      /must use https/,
    ],
    [
      'a certificate that does not parse',
      { metadataXml: metadata({ certificate: 'bm90IGEgY2VydA==' }) },
      400,
      /could not be read/,
    ],
    [
      'an expired certificate',
      { metadataXml: metadata({ certificate: body(expiredCertificate) }) },
      400,
      /expired on 2021-01-01/,
    ],
    [
      'more than 256 KB',
      { metadataXml: metadata({ filler: `<!--${'x'.repeat(300 * 1024)}-->` }) },
      413,
      /larger than 256 KB/,
    ],
    // fast-xml-parser's own nesting limit threw a plain Error, answered 500.
    [
      'elements nested 30,000 deep',
      { metadataXml: metadata({ filler: `${'<x>'.repeat(30_000)}${'</x>'.repeat(30_000)}` }) },
      400,
      /nests elements more than 32 levels deep: it was refused before being read/,
    ],
    [
      'more than 10,000 elements',
      { metadataXml: metadata({ filler: '<x/>'.repeat(10_000) }) },
      400,
      /holds more than 10000 elements/,
    ],
    [
      'fields without a certificate',
      { entityId: 'e', ssoUrl: 'https://idp.example/sso', certificates: [] },
      400,
      /certificate is missing/,
    ],
    [
      'fields with a broken PEM',
      {
        entityId: 'e',
        ssoUrl: 'https://idp.example/sso',
        certificates: ['-----BEGIN CERTIFICATE-----\n!!\n-----END CERTIFICATE-----'],
      },
      400,
      /could not be read/,
    ],
    ['a metadata URL over http', { metadataUrl: 'http://idp.example/metadata' }, 400, /must use https/],
    ['a metadata URL on this host', { metadataUrl: 'https://localhost/metadata' }, 400, UNREACHABLE],
    [
      'a metadata URL on the unspecified address',
      { metadataUrl: 'https://0.0.0.0/metadata' },
      400,
      UNREACHABLE,
    ],
    [
      'a metadata URL on a name that does not resolve',
      { metadataUrl: 'https://idp.invalid/metadata' },
      400,
      UNREACHABLE,
    ],
    [
      'unknown fields',
      { entityId: 'e', ssoUrl: 'https://idp.example/sso', certificates: [demoIdpCertificate], extra: 1 },
      400,
      /./,
    ],
  ])('refuses metadata with %s and writes nothing', async (_, payload, status, message) => {
    const res = await putGlobex(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await globexConfig()).toEqual({ configured: false, enabled: false });
  });

  it("refuses a metadata URL on any of this host's own addresses with the one message", async () => {
    expect(ownHosts.length).toBeGreaterThan(0);
    for (const host of ownHosts)
      for (const port of [443, 8443, new URL(ctx.config.publicUrl).port]) {
        const res = await putGlobex({ metadataUrl: `https://${host}:${port}/metadata` });
        expect(res.statusCode, host).toBe(400);
        expect(res.json().message, host).toBe(UNREACHABLE);
      }
    expect(await globexConfig()).toEqual({ configured: false, enabled: false });
  });

  it('refuses to enable without a configuration, then without extendsaml (409), and enables once granted', async () => {
    const enable = (enabled: boolean) =>
      call('producer', 'PUT', `/auth/v2/organizations/${GLOBEX}/samlEnablement`, { enabled });
    const none = await enable(true);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/set up the identity provider first/);

    const saved = await putGlobex({ metadataXml: metadata() });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      configured: true,
      enabled: false,
      entityId: 'https://idp.globex.example/e',
      ssoUrl: 'https://idp.globex.example/sso',
      nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
    });

    const refused = await enable(true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/extendsaml/);
    expect((await globexConfig()).enabled).toBe(false);

    const granted = await s.staff!.request('POST', `/auth/v1/organizations/${GLOBEX}/entitlements`, {
      payload: { name: 'extendsaml', startDate: '2026-01-01' },
    });
    expect(granted.statusCode).toBe(201);
    expect((await enable(true)).json()).toMatchObject({ enabled: true });
    // Saving the fields again keeps sign-on on; staff may change it too.
    const fields = await s.staff!.request('PUT', saml(GLOBEX), {
      payload: {
        entityId: 'https://idp2.globex.example',
        ssoUrl: 'https://idp2.globex.example/sso',
        certificates: [demoIdpCertificate],
      },
    });
    expect(fields.json()).toMatchObject({ enabled: true, entityId: 'https://idp2.globex.example' });
    expect((await enable(false)).json()).toMatchObject({ enabled: false });

    const audit = await auditActions(GLOBEX);
    expect(audit.map((a) => a.action).sort()).toEqual([
      'saml.config',
      'saml.config',
      'saml.disable',
      'saml.enable',
    ]);
    // Before and after name the certificates by fingerprint and expiry, never their bodies.
    expect(JSON.stringify(audit)).not.toContain('BEGIN CERTIFICATE');
    expect(audit).toContainEqual(
      expect.objectContaining({
        before: expect.objectContaining({ entityId: 'https://idp.globex.example/e' }),
        after: expect.objectContaining({ entityId: 'https://idp2.globex.example' }),
      }),
    );
  });

  it('turns sign-on off when staff remove extendsaml, on the trail as their act; enabling is refused until it is back', async () => {
    const enable = (enabled: boolean) =>
      call('producer', 'PUT', `/auth/v2/organizations/${GLOBEX}/samlEnablement`, { enabled });
    expect((await enable(true)).json()).toMatchObject({ enabled: true });
    const revoked = await s.staff!.request(
      'DELETE',
      `/auth/v1/organizations/${GLOBEX}/entitlements/extendsaml`,
    );
    expect(revoked.statusCode).toBe(200);
    expect((await globexConfig()).enabled).toBe(false);
    expect(await auditActions(GLOBEX)).toContainEqual(
      expect.objectContaining({
        action: 'saml.disable',
        before: expect.objectContaining({ enabled: true }),
        after: expect.objectContaining({ enabled: false }),
      }),
    );
    const refused = await enable(true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/extendsaml/);

    const granted = await s.staff!.request('POST', `/auth/v1/organizations/${GLOBEX}/entitlements`, {
      payload: { name: 'extendsaml', startDate: '2026-01-01' },
    });
    expect(granted.statusCode).toBe(201);
    expect((await enable(false)).json()).toMatchObject({ enabled: false });
  });

  it('refuses to enable a configuration whose certificate has expired since it was saved', async () => {
    // A certificate expires while stored (docs/product/saml.md SAML-5): the row is aged by hand, as time
    // would.
    const cert = readCertificate(demoIdpCertificate, new Date());
    // Expired yesterday, whatever day the suite runs: a fixed day is in the future on a clock
    // set back before it.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await ctx.database.db
      .update(samlConfigs)
      .set({ enabled: false, certificates: [{ ...cert, validTo: `${yesterday}T00:00:00.000Z` }] })
      .where(eq(samlConfigs.organizationId, ACME));
    const res = await call('admin', 'PUT', `/auth/v2/organizations/${ACME}/samlEnablement`, {
      enabled: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`expired on ${yesterday}`);
  });
});
