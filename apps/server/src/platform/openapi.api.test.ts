import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/testApp.ts';

describe('OpenAPI document', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is a valid OpenAPI 3 document generated from the routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toMatch(/^3\./);
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route with its operations', async () => {
    const { paths } = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    // Every module's routes are in the document; the list grows as modules land.
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/config',
        '/api/v1/config',
        '/api/v1/flags',
        '/api/v1/logout',
        '/api/v1/sessionInfo',
        '/api/v1/telemetry/errors',
        '/api/v1/telemetry/page-views',
        '/api/v1/token',
        '/api/v1/token-exchange',
        '/auth/v1/organizations/{org}/users',
        '/auth/v1/users/self',
        '/auth/v1/users/{id}/organizations',
        '/auth/v1/users/{id}/roles',
        '/auth/v2/organizations/self',
        '/auth/v2/organizations/{org}/permissions/self',
        '/auth/v2/users/self/terms',
        '/auth/v2/users/terms/reset',
        '/healthz',
        '/readyz',
        '/observability/v1/logs/search',
        '/observability/v1/logs/presets',
        '/aos/v1/deploy',
        '/aos/v1/registry',
        '/apphub/v1/admin/catalog',
        '/apphub/v1/admin/catalog/{id}/publish',
        '/apphub/v1/admin/catalog/{id}/withdraw',
        '/apphub/v1/apps',
        '/apphub/v1/apps/upload',
        '/apphub/v1/apps/{id}',
        '/apphub/v1/apps/{id}/copy',
        '/apphub/v1/apps/{id}/retire',
        '/apphub/v1/apps/{id}/unretire',
        '/apphub/v1/apps/{id}/versions',
        '/apphub/v1/builds/{id}',
        '/apphub/v1/builds/{id}/artifact',
        '/apphub/v1/builds/{id}/logs',
        '/apphub/v1/builds/{id}/logs/download',
        '/apphub/v1/builds/{id}/sourceArchive',
        '/apphub/v1/catalog',
        '/apphub/v1/catalog/{id}',
        '/apphub/v1/catalog/{id}/code',
        '/apphub/v1/licensedApps',
        '/apphub/v1/versions/{id}',
        '/apphub/v1/versions/{id}/builds',
        '/apphub/v1/versions/{id}/certify',
        '/apphub/v1/versions/{id}/promote',
        '/apphub/v1/versions/{id}/review',
        '/apphub/v1/versions/{id}/source',
        '/apphub/v1/versions/{id}/sourceArchive',
        '/auth/v1/organizations/{org}/licenses',
        // The calls single sign-on, two-factor sign-in, regions, availability, one-step deploys,
        // installations and the identity users of the company sign-in work added.
        '/auth/v1/regions',
        '/apphub/v1/apps/{id}/availability',
        '/apphub/v1/versions/{id}/manifest',
        '/apphub/v1/versions/{id}/prontoDeploy',
        '/apphub/v1/prontoStatus/{id}',
        '/apphub/v1/installations',
        '/apphub/v1/dclocation',
        '/auth/v1/users/{id}',
        '/auth/v1/users/{id}/roles/{role}',
        '/auth/v1/users/{id}/organizations/{org}',
        '/auth/v1/organizations/{org}/apps',
        '/auth/v1/roles',
        '/auth/v2/users/self/totp',
        '/auth/v2/users/{id}/resetTotp',
        '/auth/v2/organizations/{org}/twoFactor',
        '/auth/v2/organizations/{org}/samlSignIn',
        '/auth/v2/organizations/{org}/saml/metadata',
      ]),
    );
    expect(Object.keys(paths['/api/v1/telemetry/page-views'])).toEqual(['post']);
    expect(
      paths['/api/v1/telemetry/page-views'].post.requestBody.content['application/json'].schema,
    ).toMatchObject({
      type: 'object',
      required: ['path'],
    });
  });

  it('names each operation with an operationId no other operation has', async () => {
    const { paths } = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations: Record<string, { operationId?: string }>[] = Object.values(paths);
    const ids = operations.flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    const named = ids.filter((id) => id !== undefined);
    // The routes moved to the endpoint table carry their names (docs/architecture.md "Endpoints").
    expect(named).toEqual(expect.arrayContaining(['listDownloads', 'getDownload']));
    expect(new Set(named).size).toBe(named.length);
  });
});
