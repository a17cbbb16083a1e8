import type { Logger } from 'pino';
import type { PortalServices } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

export type DemoSeedContext = {
  db: Db;
  config: Config;
  /** The modules' services: seeders make apps, builds, deployments as the API makes them. */
  services: PortalServices;
  logger: Pick<Logger, 'info'>;
  /** One clock for the whole seed, so relative dates (a month of logs, licenses) line up across domains. */
  now: Date;
};

/**
 * One part of the demo world. Seeders are not one transaction (builds run as jobs while
 * they seed), so the run is all-or-nothing another way: seedDemoWorld records it only once every seeder
 * finished, and removes what a cut-off run left before it seeds again.
 */
export type DemoSeeder = {
  name: string;
  /** The seeders whose rows this one uses: it starts once they finished; without any, at once. */
  after?: readonly string[];
  seed(context: DemoSeedContext): Promise<void>;
};
