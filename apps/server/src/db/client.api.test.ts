import { describe, expect, inject, it, vi } from 'vitest';
import { openPostgres } from './client.ts';

// Only the PostgreSQL run has a pool; PGlite has one in-process connection and no such failure.
describe.runIf(process.env.TEST_DB === 'postgres')('the PostgreSQL pool', () => {
  it('reports an idle connection that fails instead of ending the process', async () => {
    const onIdleError = vi.fn();
    const database = await openPostgres(inject('postgresAdminUrl'), onIdleError);
    try {
      // What pg does when the server drops an idle pooled connection: without a listener, this throws.
      const failure = new Error('terminating connection due to administrator command');
      expect(() => database.pool?.emit('error', failure)).not.toThrow();
      expect(onIdleError).toHaveBeenCalledWith(failure);
      await database.ping();
    } finally {
      await database.close();
    }
  });
});
