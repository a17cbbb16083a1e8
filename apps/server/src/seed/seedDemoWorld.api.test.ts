import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { loadConfig } from '../config.ts';
import { pageViews, seedRuns } from '../db/schema/index.ts';
import type { DemoSeeder } from './demo/demoSeeder.ts';
import { assertNoDemoWorldInProduction, DemoWorldInProductionError, seedDemoWorld } from './seedDemoWorld.ts';

/** A stand-in for a domain's seeder: writes a row it can be caught with. */
function recordingSeeder(name: string, ran: string[]): DemoSeeder {
  return {
    name,
    async seed(tx) {
      ran.push(name);
      await tx.insert(pageViews).values({ path: `/seeded-by/${name}` });
    },
  };
}

describe('seedDemoWorld', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    // Each test starts from an empty database, as a first start would.
    await ctx.database.db.delete(seedRuns);
    await ctx.database.db.delete(pageViews);
  });

  const pageViewCount = async () => (await ctx.database.db.select({ n: count() }).from(pageViews))[0]?.n;

  it('runs every registered seeder on the first start and records it, in order', async () => {
    const ran: string[] = [];
    const seeders = [recordingSeeder('companies', ran), recordingSeeder('users', ran)];
    const outcome = await seedDemoWorld(ctx.database, loadConfig({ SEED_DEMO: 'true' }), seeders);
    expect(outcome).toBe('seeded');
    expect(ran).toEqual(['companies', 'users']);
    const rows = await ctx.database.db.select().from(seedRuns);
    expect(rows).toEqual([
      { name: 'demo', seeded: true, steps: ['companies', 'users'], ranAt: expect.any(Date) },
    ]);
  });

  it('never runs twice', async () => {
    const ran: string[] = [];
    const seeders = [recordingSeeder('companies', ran)];
    const config = loadConfig({ SEED_DEMO: 'true' });
    await seedDemoWorld(ctx.database, config, seeders);
    expect(await seedDemoWorld(ctx.database, config, seeders)).toBe('already-initialised');
    expect(ran).toEqual(['companies']);
    expect(await pageViewCount()).toBe(1);
  });

  it('records a first start with SEED_DEMO=false, so switching it on later seeds nothing', async () => {
    const ran: string[] = [];
    const seeders = [recordingSeeder('companies', ran)];
    expect(await seedDemoWorld(ctx.database, loadConfig({ SEED_DEMO: 'false' }), seeders)).toBe('disabled');
    expect(await seedDemoWorld(ctx.database, loadConfig({ SEED_DEMO: 'true' }), seeders)).toBe(
      'already-initialised',
    );
    expect(ran).toEqual([]);
    expect(await ctx.database.db.select().from(seedRuns)).toMatchObject([{ seeded: false, steps: [] }]);
  });

  it('rolls everything back when a seeder fails, so the next start tries again', async () => {
    const ran: string[] = [];
    const failing: DemoSeeder = {
      name: 'apps',
      seed: async () => {
        throw new Error('apps seeder broke');
      },
    };
    const config = loadConfig({ SEED_DEMO: 'true' });
    await expect(
      seedDemoWorld(ctx.database, config, [recordingSeeder('users', ran), failing]),
    ).rejects.toThrow('apps seeder broke');
    expect(await ctx.database.db.select().from(seedRuns)).toEqual([]);
    expect(await pageViewCount()).toBe(0);

    expect(await seedDemoWorld(ctx.database, config, [recordingSeeder('users', ran)])).toBe('seeded');
  });

  it('runs the real registry of seeders and records the run', async () => {
    expect(await seedDemoWorld(ctx.database, loadConfig({ SEED_DEMO: 'true' }))).toBe('seeded');
    expect(await ctx.database.db.select().from(seedRuns)).toMatchObject([{ name: 'demo', seeded: true }]);
  });

  describe('in production (DESIGN.md 5)', () => {
    const production = { NODE_ENV: 'production', SEED_DEMO: 'false' };

    it('refuses a database that holds the demo world', async () => {
      await seedDemoWorld(ctx.database, loadConfig({ SEED_DEMO: 'true' }), []);
      const check = assertNoDemoWorldInProduction(ctx.database, loadConfig(production));
      await expect(check).rejects.toBeInstanceOf(DemoWorldInProductionError);
      await expect(check).rejects.toThrow(/ALLOW_DEMO_IN_PRODUCTION=true/);
    });

    it('accepts it with ALLOW_DEMO_IN_PRODUCTION=true', async () => {
      await seedDemoWorld(ctx.database, loadConfig({ SEED_DEMO: 'true' }), []);
      const config = loadConfig({ ...production, ALLOW_DEMO_IN_PRODUCTION: 'true' });
      await expect(assertNoDemoWorldInProduction(ctx.database, config)).resolves.toBeUndefined();
    });

    it('accepts a database initialised without the demo world', async () => {
      await seedDemoWorld(ctx.database, loadConfig(production), []);
      await expect(
        assertNoDemoWorldInProduction(ctx.database, loadConfig(production)),
      ).resolves.toBeUndefined();
    });
  });
});
