import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { FileStorage } from '../platform/storage/fileStorage.ts';
import type { DemoSeedContext, DemoSeeder } from './demo/demoSeeder.ts';
import { demoSeeders } from './demo/demoSeeders.ts';
import { runDemoSeeders } from './demo/runDemoSeeders.ts';
import { demoOrgs, demoUsers } from './identityDemo.ts';
import { demoPackageNames } from './packagesDemo.ts';
import { demoTeamUsers } from './peopleDemo.ts';
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

/** A seeding process beats its lease this often; one silent for LEASE_STALE_MS has stopped. */
const LEASE_BEAT_MS = 5_000;
const LEASE_STALE_MS = 30_000;

const demoOrgIds = () => Object.values(demoOrgs).map((org) => org.id);
const demoUserIds = () => [...demoUsers, ...demoTeamUsers].map((user) => user.id);

/**
 * Seeds the demo world on the first start of a database (docs/architecture.md, "The demo world"), all or
 * nothing. The seeders make apps through the services, whose builds run as jobs, so the run cannot be one
 * transaction; instead:
 * - the run is recorded only once every seeder finished (or at once when SEED_DEMO=false), so a run cut
 *   off by a crash or an error leaves no record and the next start seeds again;
 * - before seeding, whatever a cut-off run left (the demo companies and accounts, and by cascade their
 *   apps, builds and tenants; their log lines; their files) is removed, and an error removes it too;
 * - processes starting together on one PostgreSQL take a lease: one seeds, the others wait for its record.
 * Runs after the job runner has started; on a start that makes the world, the server listens meanwhile and
 * holds the requests that read data until it is made (seed/demoWorldGate.ts).
 */
export async function seedDemoWorld(
  context: Omit<DemoSeedContext, 'now'> & { database: Database; storage: FileStorage },
  seeders: readonly DemoSeeder[] = demoSeeders,
): Promise<SeedOutcome> {
  const { database, config, storage } = context;
  const repo = seedRepository(database.db);
  if (await repo.demoRun()) return 'already-initialised';

  // PGlite: this process holds DATA_DIR, so a lease left there was left by a process that died.
  const staleAfter = database.kind === 'pglite' ? 0 : LEASE_STALE_MS;
  while (!(await repo.claimLease(new Date(Date.now() - staleAfter)))) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (await repo.demoRun()) return 'already-initialised';
  }
  const beat = setInterval(() => void repo.beatLease().catch(() => {}), LEASE_BEAT_MS);
  const removePartial = async () => {
    if (!(await repo.hasDemoTraces(demoOrgIds(), demoUserIds()))) return;
    const keys = await repo.removeDemo(demoOrgIds(), demoUserIds(), demoPackageNames);
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
    context.logger.info({ files: keys.length }, 'removed the demo world of a seed that did not finish');
  };
  try {
    if (await repo.demoRun()) return 'already-initialised';
    await removePartial();
    if (!config.seedDemo) {
      await repo.recordDemoRun(false, []);
      return 'disabled';
    }
    const seedContext: DemoSeedContext = { ...context, now: new Date() };
    try {
      await runDemoSeeders(seeders, seedContext);
    } catch (error) {
      await removePartial().catch(() => {});
      throw error;
    }
    await repo.recordDemoRun(
      true,
      seeders.map((seeder) => seeder.name),
    );
    return 'seeded';
  } finally {
    clearInterval(beat);
    await repo.releaseLease().catch(() => {});
  }
}

/**
 * Whether this start makes the demo world: SEED_DEMO on and no run recorded (a first start, or one after a
 * seed that did not finish). Such a start listens while it seeds (startServer.ts); any other seeds nothing.
 */
export async function makesDemoWorld(database: Database, config: Pick<Config, 'seedDemo'>): Promise<boolean> {
  return config.seedDemo && !(await seedRepository(database.db).demoRun());
}

/**
 * With NODE_ENV=production the server refuses to start on a database that holds the demo world
 * (its accounts share one known password) unless ALLOW_DEMO_IN_PRODUCTION=true.
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
