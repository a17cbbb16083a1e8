import { BearerSecurity, type Client, createClientAsync, WSSecurity } from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/signIn.ts';
import { acmeTenantId, acmeTenantToken } from '../../../../test/tenantTokens.ts';
import { createTestApp, type TestContext } from '../../../../test/testApp.ts';
import { rateLimitRepository } from '../../../platform/rateLimit/rateLimit.repository.ts';
import { demoOrgs, seedIdentityDemo } from '../../../seed/identityDemo.ts';

const USER = 'ISU_acme_sb';

/** What node-soap throws for a fault: the HTTP answer and the fault it read. */
type SoapError = {
  response?: { status: number };
  root?: { Envelope: { Body: { Fault: Record<string, unknown> } } };
};
const faultOf = async (call: Promise<unknown>) => {
  const error = (await call.then(
    () => {
      throw new Error('the call was not refused');
    },
    (refused: unknown) => refused,
  )) as SoapError;
  return { status: error.response?.status, fault: error.root?.Envelope.Body.Fault };
};

/**
 * docs/product/sandbox.md SANDBOX-4: node-soap, as an integrator runs it, over both WSDLs. Before, every
 * request field was xsd:string and every answer xsd:any: numbers came back as strings, dates as text, faults
 * undeclared.
 */
describe('node-soap over the sandbox WSDLs', () => {
  let ctx: TestContext;
  let origin: string;
  let token: string;
  let workersOnly: string;
  let password: string;

  const client = async (service: string) =>
    createClientAsync(
      `${origin}/sandbox/acme_sb/soap/${service}?wsdl`,
      {},
      `${origin}/sandbox/acme_sb/soap/${service}`,
    );
  const withToken = async (service: string, bearer = token) => {
    const soap = await client(service);
    soap.setSecurity(new BearerSecurity(bearer));
    return soap;
  };
  const call = (soap: Client, operation: string, args: Record<string, unknown>) =>
    (soap[`${operation}Async`] as (input: Record<string, unknown>) => Promise<[Record<string, unknown>]>)(
      args,
    ).then(([result]) => result);
  const timeOff = {
    Worker_ID: 'W-00042',
    Type: 'Vacation',
    Start_Date: '2027-01-04',
    End_Date: '2027-01-05',
    Hours: 16,
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    await seedIdentityDemo(ctx.database.db, ctx.config);
    const dev = await signIn(ctx.app, 'developer@demo.example');
    const sb = await acmeTenantId(dev, 'acme_sb');
    const scopes = [
      'workers.read',
      'organizations.read',
      'absenceManagement.read',
      'absenceManagement.write',
    ];
    token = await acmeTenantToken(dev, sb, scopes);
    workersOnly = await acmeTenantToken(await signIn(ctx.app, 'admin@demo.example'), sb, ['workers.read']);
    password = (
      await dev.request('POST', `/auth/v1/provisioner/tenants/${sb}/passwordReset`, {
        headers: { 'x-organization-id': demoOrgs.acme.id },
      })
    ).json().password;
    // The tenant's first call seeds its data; on a loaded machine it may answer 503 while that goes on.
    const hr = await withToken('Human_Resources');
    for (let i = 0; i < 60; i++) {
      const seeded = await call(hr, 'Get_Organizations', {}).then(
        () => true,
        () => false,
      );
      if (seeded) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  });
  afterAll(() => ctx?.close());

  it('reads typed requests and answers from both WSDLs, with a declared fault on every operation', async () => {
    const hr = (await client('Human_Resources')).describe().Human_Resources.Human_Resources_Port11;
    expect(hr.Get_Workers.input).toMatchObject({
      Request_Criteria: { Worker_ID: 'xsd:string', Search: 'xsd:string' },
      // node-soap names the facets of a restricted value after its type.
      Response_Filter: { Page: 'xsd:int|minInclusive', Count: 'xsd:int|minInclusive,maxInclusive' },
    });
    expect(hr.Get_Workers.output).toMatchObject({
      Response_Results: { Total_Results: 'xsd:int', Page: 'xsd:int' },
      Response_Data: { 'Worker[]': { Worker_ID: 'xsd:string', Hire_Date: 'xsd:date' } },
    });
    const absence = (await client('Absence_Management')).describe().Absence_Management
      .Absence_Management_Port11;
    expect(absence.Put_Time_Off_Request.input).toMatchObject({
      Worker_ID: 'xsd:string',
      Type: 'xsd:string|Vacation,Sick,Personal',
      Start_Date: 'xsd:date',
      End_Date: 'xsd:date',
      Hours: 'xsd:decimal|minExclusive,maxInclusive',
    });
    for (const service of ['Human_Resources', 'Absence_Management']) {
      const wsdl = await ctx.app.inject({ method: 'GET', url: `/sandbox/acme_sb/soap/${service}?wsdl` });
      expect(wsdl.body).not.toContain('xsd:any');
      const operations = wsdl.body.match(/<wsdl:operation name="/g)?.length ?? 0;
      // Each operation names its fault in the port type and in both bindings.
      expect(wsdl.body.match(/<wsdl:fault name="Sandbox_Fault"/g)).toHaveLength(operations);
    }
  });

  it('answers Get_Workers with numbers as numbers and dates as dates', async () => {
    const answer = await call(await withToken('Human_Resources'), 'Get_Workers', {
      Response_Filter: { Page: 2, Count: 5 },
    });
    expect(answer.Response_Results).toEqual({
      Total_Results: 2000,
      Total_Pages: 400,
      Page: 2,
      Page_Results: 5,
    });
    const workers = (answer.Response_Data as { Worker: Record<string, unknown>[] }).Worker;
    expect(workers).toHaveLength(5);
    expect(workers[0]!.Worker_ID).toBe('W-00006');
    expect(workers[0]!.Hire_Date).toBeInstanceOf(Date);
    expect(Number.isNaN((workers[0]!.Hire_Date as Date).getTime())).toBe(false);
  });

  it('answers Get_Organizations without a Parent_ID for the top of the tree', async () => {
    const answer = await call(await withToken('Human_Resources'), 'Get_Organizations', {
      Response_Filter: { Count: 100 },
    });
    expect(typeof (answer.Response_Results as { Total_Results: unknown }).Total_Results).toBe('number');
    const organizations = (answer.Response_Data as { Organization: Record<string, unknown>[] }).Organization;
    const top = organizations.filter((organization) => organization.Parent_ID === undefined);
    expect(top.length).toBeGreaterThan(0);
    expect(organizations.every((organization) => organization.Parent_ID !== '')).toBe(true);
  });

  it('files a time off request with a PasswordText UsernameToken (WSSecurity)', async () => {
    const absence = await client('Absence_Management');
    absence.setSecurity(new WSSecurity(USER, password, { passwordType: 'PasswordText' }));
    const answer = await call(absence, 'Put_Time_Off_Request', timeOff);
    expect(answer.Time_Off_Request_ID).toMatch(/^TOR-\d+$/);
    expect(answer.Status).toBe('Submitted');
  });

  it('refuses a PasswordDigest UsernameToken with wsse:UnsupportedSecurityToken, unchecked and uncounted', async () => {
    const absence = await client('Absence_Management');
    absence.setSecurity(new WSSecurity(USER, password, { passwordType: 'PasswordDigest' }));
    const { status, fault } = await faultOf(call(absence, 'Put_Time_Off_Request', timeOff));
    expect(status).toBe(401);
    expect(fault?.faultcode).toBe('wsse:UnsupportedSecurityToken');
    expect(fault?.faultstring).toContain('PasswordText');
    // node-soap applies no schema to a fault's detail: its numbers stay text.
    expect(fault?.detail).toMatchObject({ Sandbox_Fault: { Status: '401' } });
    // Refused before the password is looked at: no guess is counted against the address.
    expect(await rateLimitRepository(ctx.database.db).peek(`ws-security|acme_sb|127.0.0.1`, 0)).toEqual({
      hits: 0,
      ttlMs: 0,
    });
  });

  it('refuses a PasswordDigest in SOAP 1.2 with the WS-Security Subcode', async () => {
    const xml = `<env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Header>${new WSSecurity(USER, password, { passwordType: 'PasswordDigest' }).toXML()}</env:Header><env:Body><ab:Put_Time_Off_Request_Request xmlns:ab="urn:portal:sandbox:Absence_Management"/></env:Body></env:Envelope>`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/acme_sb/soap/Absence_Management',
      headers: { 'content-type': 'application/soap+xml' },
      payload: xml,
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain(
      '<env:Subcode><env:Value>wsse:UnsupportedSecurityToken</env:Value></env:Subcode>',
    );
    expect(res.body).toContain('PasswordText');
  });

  it('sends the declared Sandbox_Fault for a bad request and for a missing scope', async () => {
    const bad = await faultOf(
      call(await withToken('Absence_Management'), 'Put_Time_Off_Request', {
        ...timeOff,
        Start_Date: '2027-01-05',
        End_Date: '2027-01-04',
      }),
    );
    expect(bad.fault?.faultcode).toBe('env:Client');
    expect(bad.fault?.detail).toMatchObject({
      Sandbox_Fault: { Status: '400', Message: 'endDate: endDate must not be before startDate.' },
    });
    const scope = await faultOf(
      call(await withToken('Human_Resources', workersOnly), 'Get_Organizations', {}),
    );
    expect(scope.status).toBe(403);
    expect(scope.fault?.detail).toMatchObject({
      Sandbox_Fault: { Status: '403', Message: 'The tenant token lacks the scope organizations.read.' },
    });
  });
});
