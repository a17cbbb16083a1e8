import { sandboxSoapServices } from '@portal/contracts';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/signIn.ts';
import { acmeTenantId, acmeTenantToken } from '../../../../test/tenantTokens.ts';
import { createTestApp, type TestContext } from '../../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../../seed/identityDemo.ts';
import { soapServices } from './soapServices.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };
const SOAP11 = 'http://schemas.xmlsoap.org/soap/envelope/';
const SOAP12 = 'http://www.w3.org/2003/05/soap-envelope';
const HR = 'urn:portal:sandbox:Human_Resources';
const ABSENCE = 'urn:portal:sandbox:Absence_Management';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';

const envelope = (
  body: string,
  { version = '1.1', header = '' }: { version?: '1.1' | '1.2'; header?: string } = {},
) =>
  `<?xml version="1.0"?><env:Envelope xmlns:env="${version === '1.2' ? SOAP12 : SOAP11}">${header ? `<env:Header>${header}</env:Header>` : ''}<env:Body>${body}</env:Body></env:Envelope>`;

describe('the sandbox SOAP API', () => {
  let ctx: TestContext;
  let token: string;
  let workersOnly: string;
  let password: string;

  const post = (
    service: string,
    xml: string,
    options: { bearer?: string | null; version?: '1.1' | '1.2' } = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/sandbox/acme_sb/soap/${service}`,
      headers: {
        'content-type':
          options.version === '1.2' ? 'application/soap+xml; charset=utf-8' : 'text/xml; charset=utf-8',
        ...(options.bearer === null ? {} : { authorization: `Bearer ${options.bearer ?? token}` }),
      },
      payload: xml,
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    const dev = await signIn(ctx.app, 'developer@demo.example');
    const admin = await signIn(ctx.app, 'admin@demo.example');
    const sb = await acmeTenantId(dev, 'acme_sb');
    const connect = (session: typeof dev, scopes: string[]) => acmeTenantToken(session, sb, scopes);
    token = await connect(dev, [
      'workers.read',
      'organizations.read',
      'absenceManagement.read',
      'absenceManagement.write',
    ]);
    workersOnly = await connect(admin, ['workers.read']);
    password = (
      await dev.request('POST', `/auth/v1/provisioner/tenants/${sb}/passwordReset`, { headers: acme })
    ).json().password;
  });
  afterAll(() => ctx.close());

  it('answers Get_Workers with paging and criteria in a SOAP 1.1 envelope', async () => {
    const res = await post(
      'Human_Resources',
      envelope(
        `<hr:Get_Workers_Request xmlns:hr="${HR}"><hr:Response_Filter><hr:Page>2</hr:Page><hr:Count>50</hr:Count></hr:Response_Filter></hr:Get_Workers_Request>`,
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/xml');
    expect(res.body).toContain('<sb:Total_Results>2000</sb:Total_Results>');
    expect(res.body).toContain('<sb:Total_Pages>40</sb:Total_Pages>');
    expect(res.body.match(/<sb:Worker>/g)).toHaveLength(50);
    expect(res.body).toContain('<sb:Worker_ID>W-00051</sb:Worker_ID>');
    const one = await post(
      'Human_Resources',
      envelope(
        `<hr:Get_Workers_Request xmlns:hr="${HR}"><hr:Request_Criteria><hr:Worker_ID>W-00042</hr:Worker_ID></hr:Request_Criteria></hr:Get_Workers_Request>`,
      ),
    );
    expect(one.body).toContain('<sb:Total_Results>1</sb:Total_Results>');
  });

  it('answers Get_Organizations in SOAP 1.2 when asked in 1.2', async () => {
    const res = await post(
      'Human_Resources',
      envelope(`<hr:Get_Organizations_Request xmlns:hr="${HR}"/>`, { version: '1.2' }),
      { version: '1.2' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/soap+xml');
    expect(res.body).toContain(SOAP12);
    expect(res.body).toContain('<sb:Type>Cost Center</sb:Type>');
  });

  it('Put_Time_Off_Request persists, with the integration user over WS-Security instead of a token', async () => {
    const security = `<wsse:Security xmlns:wsse="${WSSE}"><wsse:UsernameToken><wsse:Username>ISU_acme_sb</wsse:Username><wsse:Password>${password}</wsse:Password></wsse:UsernameToken></wsse:Security>`;
    const body = `<ab:Put_Time_Off_Request_Request xmlns:ab="${ABSENCE}"><ab:Worker_ID>W-00042</ab:Worker_ID><ab:Type>Vacation</ab:Type><ab:Start_Date>2026-12-28</ab:Start_Date><ab:End_Date>2026-12-30</ab:End_Date><ab:Hours>24</ab:Hours></ab:Put_Time_Off_Request_Request>`;
    const res = await post('Absence_Management', envelope(body, { header: security }), { bearer: null });
    expect(res.statusCode, res.body).toBe(200);
    const id = /<sb:Time_Off_Request_ID>(TOR-\d+)<\/sb:Time_Off_Request_ID>/.exec(res.body)?.[1];
    const rest = await ctx.app.inject({
      method: 'GET',
      url: `/sandbox/acme_sb/api/absenceManagement/v1/timeOffRequests/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.json()).toMatchObject({ workerId: 'W-00042', hours: 24, status: 'Submitted' });
    const wrong = security.replace(password, 'not-the-password');
    const refused = await post('Absence_Management', envelope(body, { header: wrong }), { bearer: null });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain('<faultcode>env:Client</faultcode>');
  });

  it('refuses with SOAP faults: a DOCTYPE (never expanded), bad XML, an unknown operation, a bad field', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]>${envelope(`<hr:Get_Workers_Request xmlns:hr="${HR}"><hr:Request_Criteria><hr:Search>&lol2;</hr:Search></hr:Request_Criteria></hr:Get_Workers_Request>`).replace('<?xml version="1.0"?>', '')}`;
    const doctype = await post('Human_Resources', bomb);
    // Refused before anything of it is read (docs/product/sandbox.md SANDBOX-7): a 400 in SOAP 1.1 too
    // (docs/sandbox-api.md).
    expect(doctype.statusCode).toBe(400);
    expect(doctype.body).toContain('A DOCTYPE is not allowed in a SOAP message.');
    expect(doctype.body).not.toContain('lollol');
    const broken = await post('Human_Resources', '<env:Envelope xmlns:env="x"><unclosed>');
    expect(broken.body).toContain('<faultcode>env:Client</faultcode>');
    const unknown = await post('Human_Resources', envelope(`<hr:Fire_Everyone_Request xmlns:hr="${HR}"/>`));
    expect(unknown.body).toContain('No operation Fire_Everyone_Request');
    const badCount = await post(
      'Human_Resources',
      envelope(
        `<hr:Get_Workers_Request xmlns:hr="${HR}"><hr:Response_Filter><hr:Count>1000</hr:Count></hr:Response_Filter></hr:Get_Workers_Request>`,
      ),
      { version: '1.2' },
    );
    // A 1.2 envelope posted as text/xml is still answered in 1.2 once read; the sender's fault is a 400.
    expect(badCount.body).toContain('Response_Filter/Count');
    const dates = await post(
      'Absence_Management',
      envelope(
        `<ab:Put_Time_Off_Request_Request xmlns:ab="${ABSENCE}"><ab:Worker_ID>W-00001</ab:Worker_ID><ab:Type>Vacation</ab:Type><ab:Start_Date>2026-12-30</ab:Start_Date><ab:End_Date>2026-12-28</ab:End_Date><ab:Hours>8</ab:Hours></ab:Put_Time_Off_Request_Request>`,
      ),
    );
    expect(dates.body).toContain('endDate must not be before startDate.');
    expect((await post('Nope', envelope('<x/>'))).statusCode).toBe(404);
  });

  it('refuses no credentials (401) and a token without the scope (403)', async () => {
    const body = envelope(`<hr:Get_Organizations_Request xmlns:hr="${HR}"/>`);
    const none = await post('Human_Resources', body, { bearer: null });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="sandbox"');
    const scope = await post('Human_Resources', body, { bearer: workersOnly });
    expect(scope.statusCode).toBe(403);
    expect(scope.body).toContain('organizations.read');
  });

  it('serves a well-formed WSDL per service with its operations, bindings and the tenant address', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sandbox/acme_sb/soap/Human_Resources?wsdl' });
    expect(res.statusCode).toBe(200);
    const operations: string[] = [];
    const parser = new SaxesParser({ xmlns: true });
    parser.on('opentag', (tag) => {
      if (tag.local === 'operation' && tag.uri === 'http://schemas.xmlsoap.org/wsdl/' && tag.attributes.name)
        operations.push(tag.attributes.name.value);
    });
    parser.write(res.body).close();
    expect([...new Set(operations)]).toEqual(['Get_Workers', 'Get_Organizations']);
    // The services the tenant page links to are the ones served.
    expect(Object.keys(soapServices)).toEqual([...sandboxSoapServices]);
    expect(res.body).toContain(`location="${ctx.config.publicUrl}/sandbox/acme_sb/soap/Human_Resources"`);
  });
});
