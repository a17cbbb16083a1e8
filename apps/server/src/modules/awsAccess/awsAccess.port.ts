import type { Db } from '../../db/client.ts';
import { awsAccessRepository } from './awsAccess.repository.ts';

/**
 * What the demo world (seed/awsAccessDemo.ts) writes of AWS access: a grant recorded as given by another
 * member, without the request's permission check, limit lock and audit line, which the seed has no
 * request for.
 */
export function awsAccessSeeding(db: Db) {
  const repo = awsAccessRepository(db);
  return {
    grant: async (organizationId: string, userId: string, grantedBy: string): Promise<void> => {
      await repo.insert(organizationId, userId, grantedBy);
    },
  };
}
