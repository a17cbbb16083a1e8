import { fileURLToPath } from 'node:url';
import { sandboxServices, tenantTokenScopes } from '@portal/contracts';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { acmeTenantId, acmeTenantToken } from '../../../test/tenantTokens.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { seedIdentityDemo } from '../../seed/identityDemo.ts';
import { restServices } from './restOperations.ts';

const API = '/sandbox/acme_sb/api';
const documents = sandboxServices.flatMap((service) =>
  Object.keys(restServices[service]).map((version) => `${service}/v${version}`),
);
type Operation = {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
};

/**
 * docs/product/sandbox.md SANDBOX-2: the sandbox's REST documents against what the sandbox enforces. Before,
 * an empty PATCH, an end before its start and a due date before its invoice date were refused with rules the
 * documents did not state; a wrong content type got a 415 they did not list; a wrong method a 404.
 */
describe('the sandbox REST documents state the rules the sandbox enforces', () => {
  let ctx: TestContext;
  let token: string;
  let tokenWithout: (scope: string) => Promise<string>;
  const doc = async (path: string) =>
    (await ctx.app.inject({ method: 'GET', url: `${API}/${path}/openapi.json` })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    const dev = await signIn(ctx.app, 'developer@demo.example');
    const tenantId = await acmeTenantId(dev, 'acme_sb');
    tokenWithout = (scope) =>
      acmeTenantToken(
        dev,
        tenantId,
        tenantTokenScopes.filter((each) => each !== scope),
      );
    token = await acmeTenantToken(dev, tenantId, [
      'workers.read',
      'workers.write',
      'absenceManagement.write',
      'financials.write',
    ]);
  });
  afterAll(() => ctx?.close());

  it("passes Redocly's recommended rules (redocly.yaml) with no error and no warning", async () => {
    const config = await loadConfig({
      configPath: fileURLToPath(new URL('../../../../../redocly.yaml', import.meta.url)),
    });
    for (const path of documents) {
      const source = JSON.stringify(await doc(path));
      const problems = await lintFromString({ source, absoluteRef: `${path}.json`, config });
      expect(
        problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`),
        path,
      ).toEqual([]);
    }
  });

  it('states no bound zod gives every integer and no regular expression of a date', async () => {
    for (const path of documents) {
      const source = JSON.stringify(await doc(path));
      expect(source, path).not.toContain('9007199254740991');
      expect(source, path).not.toMatch(/"format":"date(-time)?","pattern"/);
    }
  });

  it('states the scope each operation needs, in its own document and in the portal document', async () => {
    const portal = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const refused: string[] = [];
    for (const path of documents)
      for (const [opPath, operations] of Object.entries((await doc(path)).paths))
        for (const [method, operation] of Object.entries(operations)) {
          const [scope, ...more] = operation.security?.[0]?.tenantToken ?? [];
          expect(more, `${path} ${method} ${opPath}`).toEqual([]);
          expect(portal.paths[`/sandbox/{tenant}/api/${path}${opPath}`]?.[method]?.security).toEqual(
            operation.security,
          );
          // Every scope but the stated one: the sandbox refuses the call for that one, before its body.
          const res = await ctx.app.inject({
            method: method.toUpperCase() as 'GET',
            url: `${API}/${path}${opPath.replace(/\{\w+\}/g, 'W-00001')}`,
            headers: { authorization: `Bearer ${await tokenWithout(scope!)}` },
          });
          expect(res.statusCode, `${path} ${method} ${opPath}: ${res.body}`).toBe(403);
          expect(res.json().message).toBe(`The tenant token lacks the scope ${scope}.`);
          refused.push(`${method} ${path}${opPath}`);
        }
    expect(refused.length).toBeGreaterThan(15);
  });

  it('states that a PATCH needs a field and that end and due dates come on or after their start', async () => {
    const patch = (await doc('workers/v1')).paths['/workers/{id}']!.patch!;
    expect(patch.requestBody!.content['application/json']!.schema.minProperties).toBe(1);
    const timeOff = (await doc('absenceManagement/v1')).paths['/timeOffRequests']!.post!;
    expect(timeOff.requestBody!.content['application/json']!.schema).toMatchObject({
      properties: { endDate: { description: 'On or after startDate.' } },
    });
    const invoice = (await doc('financials/v1')).paths['/invoices']!.post!;
    expect(invoice.requestBody!.content['application/json']!.schema).toMatchObject({
      properties: { dueDate: { description: 'On or after invoiceDate.' } },
    });
  });

  it('answers each documented 400 example with exactly its documented body', async () => {
    const checked: string[] = [];
    for (const service of sandboxServices)
      for (const [version, operations] of Object.entries(restServices[service]))
        for (const op of operations)
          for (const rule of op.rules ?? []) {
            const path = op.path.replace(':id', 'W-00001');
            const res = await ctx.app.inject({
              method: op.method,
              url: `${API}/${service}/v${version}${path}`,
              headers: { authorization: `Bearer ${token}` },
              payload: rule.breaking as object,
            });
            const documented = (await doc(`${service}/v${version}`)).paths[op.path.replace(':id', '{id}')]![
              op.method.toLowerCase()
            ]!.responses['400']!.content!['application/json']!.examples![rule.name]!.value;
            expect(res.statusCode, res.body).toBe(400);
            expect(res.json()).toEqual(documented);
            checked.push(`${service}/v${version} ${rule.name}`);
          }
    expect(checked).toEqual([
      'workers/v1 emptyPatch',
      'workers/v2 emptyPatch',
      'absenceManagement/v1 endBeforeStart',
      'financials/v1 dueBeforeInvoice',
    ]);
  });

  it('answers a body that is not JSON with the 415 every body operation lists', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/workers/v1/workers/W-00001`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      payload: 'location=Paris',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: 'unsupported_media_type',
      message: 'Send the request body as application/json.',
    });
    for (const path of documents)
      for (const operations of Object.values((await doc(path)).paths))
        for (const [method, operation] of Object.entries(operations))
          expect(Boolean(operation.responses['415']), `${path} ${method}`).toBe(
            Boolean(operation.requestBody),
          );
  });

  it('answers a wrong method on a known path 405 with Allow, with or without a token', async () => {
    const cases = [
      ['DELETE', `${API}/workers/v1/workers/W-00001`, 'GET, HEAD, PATCH'],
      ['PUT', `${API}/absenceManagement/v1/timeOffRequests`, 'GET, HEAD, POST'],
      ['POST', `${API}/workers/v2/workers/W-00001`, 'GET, HEAD, PATCH'],
      ['PATCH', `${API}/absenceManagement/v1/workers/W-00001/balances`, 'GET, HEAD'],
      ['DELETE', `${API}/financials/v1/openapi.json`, 'GET, HEAD'],
    ] as const;
    for (const [method, url, allow] of cases)
      for (const headers of [{ authorization: `Bearer ${token}` }, {}]) {
        const res = await ctx.app.inject({ method, url, headers });
        expect(res.statusCode, `${method} ${url}`).toBe(405);
        expect(res.headers.allow).toBe(allow);
        expect(res.json()).toEqual({
          error: 'method_not_allowed',
          message: `${method} is not allowed on this path. Allowed: ${allow}.`,
        });
      }
    // An unknown path is still not found, whatever its method.
    const unknown = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/workers/v1/nothing`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unknown.statusCode).toBe(404);
    // The right method is untouched by the others' routes.
    const right = await ctx.app.inject({
      method: 'GET',
      url: `${API}/workers/v1/workers/W-00001`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.statusCode).toBe(200);
  });
});
