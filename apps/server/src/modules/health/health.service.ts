import type { Database } from '../../db/client.ts';

/** Liveness answers without the database (a slow query must not make the process look dead); readiness asks it. */
export function healthService(database: Pick<Database, 'ping' | 'kind'>) {
  return {
    databaseKind: database.kind,
    async isDatabaseReady(): Promise<boolean> {
      await database.ping();
      return true;
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
