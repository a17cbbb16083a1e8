import { count, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { type Config, loadConfig } from '../config.ts';
import { organizations, pageViews, seedRuns, users } from '../db/schema/index.ts';
import { verifyPassword } from '../platform/auth/passwords.ts';
import type { DemoSeeder } from './demo/demoSeeder.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from './identityDemo.ts';
import { assertNoDemoWorldInProduction, DemoWorldInProductionError, seedDemoWorld } from './seedDemoWorld.ts';

/** A stand-in for a part of the world: writes a row it can be caught with. */
function recordingSeeder(name: string, ran: string[]): DemoSeeder {
  return {
    name,
    async seed({ db }) {
      ran.push(name);
      await db.insert(pageViews).values({ path: `/seeded-by/${name}` });
    },
  };
}
const identitySeeder: DemoSeeder = {
  name: 'identity',
  seed: async ({ db, config }) => {
    await seedIdentityDemo(db, config);
  },
};
const failingSeeder: DemoSeeder = {
  name: 'apps',
  seed: async () => {
    throw new Error('apps seeder broke');
  },
};

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
    await ctx.database.db.delete(organizations).where(inArray(organizations.id, demoOrgIds));
    await ctx.database.db.delete(users).where(inArray(users.id, demoUserIds));
  });

  const demoOrgIds = Object.values(demoOrgs).map((org) => org.id);
  const demoUserIds = demoUsers.map((user) => user.id);
  const seed = (config: Config, seeders?: readonly DemoSeeder[]) =>
    seedDemoWorld(
      {
        database: ctx.database,
        db: ctx.database.db,
        config,
        services: ctx.app.services,
        storage: ctx.app.services.storage,
        logger: pino({ level: 'silent' }),
      },
      seeders,
    );
  const on = () => loadConfig({ SEED_DEMO: 'true' });
  const pageViewCount = async () => (await ctx.database.db.select({ n: count() }).from(pageViews))[0]?.n;
  const demoCompanies = async () =>
    (
      await ctx.database.db
        .select({ n: count() })
        .from(organizations)
        .where(inArray(organizations.id, demoOrgIds))
    )[0]?.n;

  it('runs every seeder on the first start and records it, in order', async () => {
    const ran: string[] = [];
    expect(await seed(on(), [recordingSeeder('companies', ran), recordingSeeder('users', ran)])).toBe(
      'seeded',
    );
    expect(ran).toEqual(['companies', 'users']);
    expect(await ctx.database.db.select().from(seedRuns)).toEqual([
      { name: 'demo', seeded: true, steps: ['companies', 'users'], ranAt: expect.any(Date) },
    ]);
  });

  // The API tests hand their seeds a cheap hash of the demo password (test/testApp.ts); the portal's own
  // seed, handed none, must hash it as every stored password is.
  it("hashes the demo people's password once, at the product's scrypt cost", async () => {
    const config = on();
    expect(await seed(config, [identitySeeder])).toBe('seeded');
    const rows = await ctx.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(inArray(users.id, demoUserIds));
    const hashes = [...new Set(rows.map((row) => row.hash).filter((hash) => hash !== null))];
    expect(hashes).toEqual([expect.stringMatching(/^scrypt\$32768\$8\$1\$/)]);
    expect(await verifyPassword(config.demoPassword, hashes[0])).toBe(true);
  });

  it('never runs twice', async () => {
    const ran: string[] = [];
    const seeders = [recordingSeeder('companies', ran)];
    await seed(on(), seeders);
    expect(await seed(on(), seeders)).toBe('already-initialised');
    expect(ran).toEqual(['companies']);
    expect(await pageViewCount()).toBe(1);
  });

  it('records a first start with SEED_DEMO=false, so switching it on later seeds nothing', async () => {
    const ran: string[] = [];
    const seeders = [recordingSeeder('companies', ran)];
    expect(await seed(loadConfig({ SEED_DEMO: 'false' }), seeders)).toBe('disabled');
    expect(await seed(on(), seeders)).toBe('already-initialised');
    expect(ran).toEqual([]);
    expect(await ctx.database.db.select().from(seedRuns)).toMatchObject([{ seeded: false, steps: [] }]);
  });

  it('leaves neither a record nor demo data when a seeder fails, and the next start seeds again', async () => {
    await expect(seed(on(), [identitySeeder, failingSeeder])).rejects.toThrow('apps seeder broke');
    expect(await ctx.database.db.select().from(seedRuns)).toEqual([]);
    expect(await demoCompanies()).toBe(0);

    expect(await seed(on(), [identitySeeder])).toBe('seeded');
    expect(await demoCompanies()).toBe(demoOrgIds.length);
  });

  it('removes what a run cut off by a crash left, then seeds the whole world again', async () => {
    // A crash between seeders: the first part's rows exist, no record, and a lease whose holder stopped
    // beating a minute ago.
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.database.db
      .insert(seedRuns)
      .values({ name: 'demo:lease', seeded: false, steps: [], ranAt: new Date(Date.now() - 60_000) });
    await ctx.database.db
      .update(users)
      .set({ firstName: 'Changed by the cut-off run' })
      .where(eq(users.id, demoUserIds[0]!));

    expect(await seed(on(), [identitySeeder])).toBe('seeded');
    const [first] = await ctx.database.db.select().from(users).where(eq(users.id, demoUserIds[0]!));
    expect(first?.firstName).not.toBe('Changed by the cut-off run');
    expect(await ctx.database.db.select({ name: seedRuns.name }).from(seedRuns)).toEqual([{ name: 'demo' }]);
  });

  describe('in production', () => {
    const production = { NODE_ENV: 'production', SEED_DEMO: 'false' };

    it('refuses a database that holds the demo world', async () => {
      await seed(on(), []);
      const check = assertNoDemoWorldInProduction(ctx.database, loadConfig(production));
      await expect(check).rejects.toBeInstanceOf(DemoWorldInProductionError);
      await expect(check).rejects.toThrow(/ALLOW_DEMO_IN_PRODUCTION=true/);
    });

    it('accepts it with ALLOW_DEMO_IN_PRODUCTION=true', async () => {
      await seed(on(), []);
      const config = loadConfig({ ...production, ALLOW_DEMO_IN_PRODUCTION: 'true' });
      await expect(assertNoDemoWorldInProduction(ctx.database, config)).resolves.toBeUndefined();
    });

    it('accepts a database initialised without the demo world', async () => {
      await seed(loadConfig(production), []);
      await expect(
        assertNoDemoWorldInProduction(ctx.database, loadConfig(production)),
      ).resolves.toBeUndefined();
    });
  });
});
