import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Jobs } from './jobs/jobs.ts';

/** What every module is built from: handed down explicitly, no container. */
export type Deps = {
  config: Config;
  database: Database;
  /** Modules define their queues while they register (before jobs start) and send from services. */
  jobs: Jobs;
};
