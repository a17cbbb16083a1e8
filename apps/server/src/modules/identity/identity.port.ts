import type { Db } from '../../db/client.ts';
import { identityRepository } from './identity.repository.ts';
import { identityService } from './identity.service.ts';

/**
 * What the demo world (seed/identityDemo.ts) reads of identity before it writes its accounts: the terms
 * version the demo users have agreed to.
 */
export function identitySeeding(db: Db) {
  return { currentTerms: () => identityService(identityRepository(db)).currentTerms() };
}
