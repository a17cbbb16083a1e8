import { regionInfo, regions } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { seedIdentityDemo } from '../../seed/identityDemo.ts';

describe('GET /auth/v1/regions', () => {
  let ctx: TestContext;
  let member: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    member = await signIn(ctx.app, 'member@demo.example');
  });
  afterAll(() => ctx.close());

  it("lists the product's regions with their data centres and default app hub", async () => {
    const res = await member.request('GET', '/auth/v1/regions');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(7);
    expect(page.data.map((r: { region: string }) => r.region)).toEqual([...regions]);
    expect(page.data.map((r: { displayName: string }) => r.displayName)).toEqual([
      'Americas',
      'Americas',
      'Europe',
      'Federal',
      'Germany (Extend 1)',
      'Germany (Extend 2)',
      'Performance',
    ]);
    for (const region of page.data) expect(region.dataCenters.length).toBeGreaterThan(0);
    // docs/product/deploy.md DEPLOY-3: app hub 1 by default but for aws:us-west-2 and scylla:us, for which
    // it names none.
    const hubs = Object.fromEntries(
      page.data.map((r: { region: string; defaultAppHubId: number | null }) => [r.region, r.defaultAppHubId]),
    );
    expect(hubs).toEqual({
      'aws:us-west-2': null,
      'scylla:us': null,
      'scylla:de': 1,
      'scylla:us-fed': 1,
      'extend:de-1': 1,
      'extend:de-2': 1,
      'scylla:us-perf': 1,
    });
    expect(page.data[2]).toEqual({
      ...regionInfo['scylla:de'],
      dataCenters: [...regionInfo['scylla:de'].dataCenters],
    });
  });

  it('pages by offset and limit, total staying the count of all', async () => {
    const res = await member.request('GET', '/auth/v1/regions?offset=2&limit=3');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(7);
    expect(res.json().data.map((r: { region: string }) => r.region)).toEqual([
      'scylla:de',
      'scylla:us-fed',
      'extend:de-1',
    ]);
    const past = await member.request('GET', '/auth/v1/regions?offset=7');
    expect(past.json()).toEqual({ total: 7, data: [] });
  });

  it('refuses bad paging with 400 and a message naming the parameter', async () => {
    const cases: [string, string][] = [
      ['offset=-1', 'offset must be a whole number of 0 or more.'],
      ['offset=1.5', 'offset must be a whole number of 0 or more.'],
      ['offset=abc', 'offset must be a whole number of 0 or more.'],
      ['limit=0', 'limit must be a whole number from 1 to 100.'],
      ['limit=101', 'limit must be a whole number from 1 to 100.'],
      ['limit=ten', 'limit must be a whole number from 1 to 100.'],
    ];
    for (const [query, message] of cases) {
      const res = await member.request('GET', `/auth/v1/regions?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toBe('bad_request');
      expect(res.json().message, query).toContain(message);
    }
  });

  it('answers 401 without a session, before looking at the paging', async () => {
    for (const url of ['/auth/v1/regions', '/auth/v1/regions?limit=0']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
