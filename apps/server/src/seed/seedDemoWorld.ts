import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { DemoSeeder } from './demo/demoSeeder.ts';
import { demoSeeders } from './demo/demoSeeders.ts';
import { seedRepository } from './seed.repository.ts';

export type SeedOutcome =
  /** First start with SEED_DEMO on: every seeder ran. */
  | 'seeded'
  /** First start with SEED_DEMO=false: recorded, so turning it on later never seeds a used database. */
  | 'disabled'
  /** Not the first start: nothing to do, whatever SEED_DEMO says. */
  | 'already-initialised';

export class DemoWorldInProductionError extends Error {
  override name = 'DemoWorldInProductionError';
}

/**
 * Seeds the demo world on the first start of an empty database (DESIGN.md 5) and records that it
 * ran, in one transaction: a seeder that fails leaves no demo data and no record, so the next start
 * tries again. Runs after migrations, before the server listens.
 */
export async function seedDemoWorld(
  database: Database,
  config: Config,
  seeders: readonly DemoSeeder[] = demoSeeders,
): Promise<SeedOutcome> {
  return database.db.transaction(async (tx) => {
    const steps = config.seedDemo ? seeders.map((seeder) => seeder.name) : [];
    const isFirstStart = await seedRepository(tx).claimDemoRun(config.seedDemo, steps);
    if (!isFirstStart) return 'already-initialised';
    if (!config.seedDemo) return 'disabled';
    const context = { config, now: new Date() };
    for (const seeder of seeders) await seeder.seed(tx, context);
    return 'seeded';
  });
}

/**
 * With NODE_ENV=production the server refuses to start on a database that holds the demo world
 * (its accounts share one known password) unless ALLOW_DEMO_IN_PRODUCTION=true (DESIGN.md 5).
 * SEED_DEMO itself is refused earlier, by the configuration.
 */
export async function assertNoDemoWorldInProduction(database: Database, config: Config): Promise<void> {
  if (config.nodeEnv !== 'production' || config.allowDemoInProduction) return;
  const seededAt = await seedRepository(database.db).demoSeededAt();
  if (!seededAt) return;
  throw new DemoWorldInProductionError(
    `This database holds the demo world (seeded ${seededAt.toISOString()}), whose accounts ` +
      '(admin@demo.example and others) share the DEMO_PASSWORD, and NODE_ENV=production. ' +
      'Point the portal at a database without it, or set ALLOW_DEMO_IN_PRODUCTION=true for a demo deployment.',
  );
}
