import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/** The transaction every seeder writes through: all of the demo world, or none of it. */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DemoSeedContext = {
  config: Config;
  /** One clock for the whole seed, so relative dates (a month of logs) line up across domains. */
  now: Date;
};

/** One domain's part of the demo world (DESIGN.md 5): companies, users, apps, logs ... */
export type DemoSeeder = {
  name: string;
  seed(tx: SeedTx, context: DemoSeedContext): Promise<void>;
};
