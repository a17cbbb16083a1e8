import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeHealthzDuring } from '../../../../test/probeHealthz.ts';
import { createTestApp, type TestContext } from '../../../../test/testApp.ts';

const SOAP11 = 'http://schemas.xmlsoap.org/soap/envelope/';
const SOAP12 = 'http://www.w3.org/2003/05/soap-envelope';
const HR = 'urn:portal:sandbox:Human_Resources';
const URL = '/sandbox/acme_sb/soap/Human_Resources';

const envelope = (request: string, version: '1.1' | '1.2' = '1.1') =>
  `<env:Envelope xmlns:env="${version === '1.2' ? SOAP12 : SOAP11}"><env:Body><hr:Get_Workers_Request xmlns:hr="${HR}">${request}</hr:Get_Workers_Request></env:Body></env:Envelope>`;
const nested = (depth: number) => `${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}`;

// docs/product/sandbox.md SANDBOX-7. An envelope nested 35,000 deep (245 KB, under the body limit), sent with
// no token, once held the event loop 34-50 s in the namespace-aware reader before anyone was authenticated.
describe('the SOAP endpoint bounds an envelope before reading it', () => {
  let ctx: TestContext;
  let origin: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx?.close());

  const post = (xml: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'text/xml; charset=utf-8', ...headers },
      payload: xml,
    });

  it('answers an envelope nested 35,000 deep with a 400 Client fault, unread, /healthz answering meanwhile', async () => {
    const xml = envelope(nested(35_000));
    expect(xml.length).toBeGreaterThan(240_000);
    const attack = fetch(`${origin}${URL}`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: xml,
    }).then(async (res) => ({
      status: res.status,
      type: res.headers.get('content-type'),
      body: await res.text(),
    }));
    const { answered, result } = await probeHealthzDuring(origin, attack);
    expect(answered).toBeGreaterThan(0);
    expect(result.status).toBe(400);
    expect(result.type).toContain('text/xml');
    expect(result.body).toContain('<faultcode>env:Client</faultcode>');
    expect(result.body).toContain(
      'The SOAP message nests elements more than 32 levels deep: it was refused before being read.',
    );
  });

  it('answers in SOAP 1.2 (a Sender fault) when the content type says 1.2', async () => {
    const res = await post(envelope(nested(100), '1.2'), {
      'content-type': 'application/soap+xml; charset=utf-8',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/soap+xml');
    expect(res.body).toContain('<env:Value>env:Sender</env:Value>');
    expect(res.body).toContain('more than 32 levels deep');
  });

  it('refuses too many elements, too many attributes on one, a text too long', async () => {
    const wide = await post(envelope('<a/>'.repeat(10_000)));
    expect(wide.statusCode).toBe(400);
    expect(wide.body).toContain('holds more than 10000 elements');
    const attributes = Array.from({ length: 33 }, (_, i) => ` a${i}="v"`).join('');
    const crowded = await post(envelope(`<a${attributes}/>`));
    expect(crowded.statusCode).toBe(400);
    expect(crowded.body).toContain('has more than 32 attributes');
    const long = await post(envelope(`<hr:Search>${'x'.repeat(70_000)}</hr:Search>`));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('longer than 65536 characters');
  });

  it('checks a Bearer token before the body is read: a bad one is a 401 even for a body over the limit', async () => {
    const oversized = envelope(`<hr:Search>${'x'.repeat(300 * 1024)}</hr:Search>`);
    const bad = await post(oversized, { authorization: 'Bearer not-a-token' });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['www-authenticate']).toContain('error="invalid_token"');
    expect(bad.body).toContain('<faultcode>env:Client</faultcode>');
    // With no header the envelope must be read for a UsernameToken: then its size is what is refused.
    expect((await post(oversized)).statusCode).toBe(413);
    const deep = await post(envelope(nested(40)), { authorization: 'Bearer not-a-token' });
    expect(deep.statusCode).toBe(401);
    // Another scheme is not the sandbox's: the envelope is read (for a UsernameToken), bounds first.
    expect((await post(envelope(nested(40)), { authorization: 'Basic eDp5' })).statusCode).toBe(400);
  });
});
