import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/signIn.ts';
import { acmeTenantId, acmeTenantToken } from '../../../../test/tenantTokens.ts';
import { createTestApp, type TestContext } from '../../../../test/testApp.ts';
import { seedIdentityDemo } from '../../../seed/identityDemo.ts';

const URL = '/sandbox/acme_sb/graphql';

describe('the sandbox GraphQL API', () => {
  let ctx: TestContext;
  let token: string;
  let workersOnly: string;

  const gql = (query: string, variables?: Record<string, unknown>, bearer: string | undefined = token) =>
    ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: {
        'content-type': 'application/json',
        // GraphQL over HTTP: with this media type a request that fails validation is a 400, not a 200.
        accept: 'application/graphql-response+json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      payload: JSON.stringify({ query, ...(variables ? { variables } : {}) }),
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
      'workers.write',
      'organizations.read',
      'jobProfiles.read',
      'absenceManagement.read',
      'absenceManagement.write',
      'financials.read',
      'financials.write',
    ]);
    workersOnly = await connect(admin, ['workers.read']);
  });
  afterAll(() => ctx.close());

  it('answers 100 workers with their organizations in pages, with the total and a cursor', async () => {
    const res = await gql(
      `{ workers(first: 100) { totalCount edges { cursor node { id name { formatted } status organization { name type } jobProfile { title } } } pageInfo { hasNextPage endCursor } } }`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { workers } = res.json().data;
    expect(workers.totalCount).toBe(2000);
    expect(workers.edges).toHaveLength(100);
    expect(workers.edges[0].node).toMatchObject({
      id: 'W-00001',
      status: expect.stringMatching(/^(ACTIVE|ON_LEAVE|TERMINATED)$/),
      organization: { type: 'Supervisory' },
    });
    expect(workers.pageInfo.hasNextPage).toBe(true);
    const next = await gql(
      `query($after: String) { workers(first: 2, after: $after) { edges { node { id } } } }`,
      { after: workers.pageInfo.endCursor },
    );
    expect(next.json().data.workers.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([
      'W-00101',
      'W-00102',
    ]);
  });

  it('filters, and runs mutations that persist', async () => {
    const found = await gql(`{ workers(search: "W-0004", first: 20) { totalCount } }`);
    expect(found.json().data.workers.totalCount).toBe(10);
    const submitted = await gql(
      `mutation($input: TimeOffInput!) { submitTimeOff(input: $input) { id status hours worker { id } } }`,
      {
        input: {
          workerId: 'W-00007',
          type: 'Sick',
          startDate: '2026-12-01',
          endDate: '2026-12-01',
          hours: 8,
        },
      },
    );
    expect(submitted.json().data.submitTimeOff).toMatchObject({
      status: 'Submitted',
      hours: 8,
      worker: { id: 'W-00007' },
    });
    const mine = await gql(`{ timeOffRequests(workerId: "W-00007") { edges { node { id } } } }`);
    expect(mine.json().data.timeOffRequests.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(
      submitted.json().data.submitTimeOff.id,
    );
    const moved = await gql(
      `mutation { updateWorker(id: "W-00007", input: { location: "Oslo, NO" }) { location } }`,
    );
    expect(moved.json().data.updateWorker.location).toBe('Oslo, NO');
    const bad = await gql(
      `mutation { updateWorker(id: "W-00007", input: { email: "not-an-email" }) { id } }`,
    );
    expect(bad.json().errors[0].message).toContain('email');
    const missing = await gql(`{ worker(id: "W-99999") { id } }`);
    expect(missing.json().data.worker).toBeNull();
  });

  it('refuses a field whose scope the token lacks, and a call with no token', async () => {
    const res = await gql(`{ invoices { totalCount } }`, undefined, workersOnly);
    expect(res.json().errors[0]).toMatchObject({
      message: 'The tenant token lacks the scope financials.read.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(
      (await gql(`{ workers { totalCount } }`, undefined, workersOnly)).json().data.workers.totalCount,
    ).toBe(2000);
    const none = await gql('{ workers { totalCount } }', undefined, null as never);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="sandbox"');
  });

  it('refuses a query past the depth or cost limit before it runs, and a batch', async () => {
    const deep = await gql(
      `{ organizations { edges { node { parent { parent { parent { parent { parent { parent { parent { parent { name } } } } } } } } } } } }`,
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors[0].message).toMatch(/levels deep; at most 10/);
    // Six aliases of 100 workers with their organization and job profile: about 1,000 each.
    const page =
      'workers(first: 100) { edges { node { absenceBalances { plan } organization { parent { name } } jobProfile { title } } } }';
    const costly = await gql(
      `{ ${['a', 'b', 'c', 'd', 'e', 'f'].map((alias) => `${alias}: ${page}`).join(' ')} }`,
    );
    expect(costly.statusCode).toBe(400);
    expect(costly.json().errors[0].message).toMatch(/The query costs \d+; at most 5000 is allowed/);
    const batch = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify(
        Array.from({ length: 50 }, () => ({ query: '{ __schema { types { name } } }' })),
      ),
    });
    expect(batch.statusCode).toBe(400);
  });

  it('answers introspection and serves its SDL', async () => {
    const res = await gql('{ __schema { queryType { name } mutationType { name } } }');
    expect(res.json().data.__schema).toEqual({
      queryType: { name: 'Query' },
      mutationType: { name: 'Mutation' },
    });
    const sdl = await ctx.app.inject({ method: 'GET', url: '/sandbox/acme_sb/graphql/schema.graphql' });
    expect(sdl.body).toContain('type WorkerConnection');
  });

  it('serves the fields the second schema version added, and its changelog without a token', async () => {
    const res = await gql(
      `{ worker(id: "W-00001") { tenureYears hireDate } supplier(id: "SUP-001") { id name } }`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { worker } = res.json().data;
    expect(worker.tenureYears).toBeGreaterThanOrEqual(0);
    expect(Object.keys(res.json().data)).toEqual(['worker', 'supplier']);
    const log = await ctx.app.inject({ method: 'GET', url: '/sandbox/graphql/changelog' });
    expect(log.statusCode).toBe(200);
    expect(log.json().versions[0]).toMatchObject({ version: '2026-11-25', previous: '2026-11-24' });
    const versions = await ctx.app.inject({ method: 'GET', url: '/sandbox/acme_sb/graphql/versions' });
    expect(versions.json().versions).toEqual(['2026-11-24', '2026-11-25']);
  });
});
