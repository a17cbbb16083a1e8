import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Database } from '../../db/client.ts';
import { rateLimitRepository } from './rateLimit.repository.ts';
import { sharedRateLimitStore } from './sharedRateLimitStore.ts';

/**
 * The rate-limit plugin's options: on PostgreSQL the counts are shared by every process on the database;
 * on PGlite, which one process owns, they stay in that process's memory (no write per request).
 * Limits are set per route (`config.rateLimit`); nothing is limited by default.
 */
export function rateLimitOptions(database: Database): RateLimitPluginOptions {
  if (database.kind !== 'postgres') return { global: false };
  return { global: false, store: sharedRateLimitStore(rateLimitRepository(database.db)) };
}
