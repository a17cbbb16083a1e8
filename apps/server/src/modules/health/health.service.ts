import type { Database } from '../../db/client.ts';

/**
 * Liveness answers without the database (a slow query must not make the process look dead). Readiness asks
 * it, and says no while requests would be held or refused (a fresh start making the demo world, a server
 * closing): traffic a probe sent then would only wait or be turned away.
 */
export function healthService(database: Pick<Database, 'ping' | 'kind'>, traffic: { held(): boolean }) {
  return {
    databaseKind: database.kind,
    /** False while traffic is held; throws when the database does not answer. */
    async isReady(): Promise<boolean> {
      if (traffic.held()) return false;
      await database.ping();
      return true;
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
