import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/** What every module is built from: handed down explicitly, no container. */
export type Deps = {
  config: Config;
  database: Database;
};
