import type { Db } from '../../db/client.ts';
import { integrationsRepository } from './integrations.repository.ts';

/**
 * What the demo world (seed/integrationsDemo.ts) writes of third-party integrations: a connection made
 * as a company's admin would, without a request to check and audit.
 */
export function integrationsSeeding(db: Db) {
  const repo = integrationsRepository(db);
  return { connect: (row: Parameters<typeof repo.connect>[0]) => repo.connect(row) };
}
