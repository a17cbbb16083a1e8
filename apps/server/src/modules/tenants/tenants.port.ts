import type { Db } from '../../db/client.ts';
import { tenantsRepository } from './tenants.repository.ts';

/**
 * What the demo world (seed/tenantsDemo.ts) writes of tenants, with the companies and before any service
 * exists: each company's tenants, made when missing.
 */
export function tenantsSeeding(db: Db) {
  const repo = tenantsRepository(db);
  return { ensure: (rows: Parameters<typeof repo.ensure>[0]) => repo.ensure(rows) };
}
