import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';

/**
 * How busy the database connections are, read on scrape from counters the drivers keep (no statement).
 * PostgreSQL: the request pool's connections and the requests waiting for one (the job runner has its own
 * small pool, not counted here). PGlite: one connection, so what matters is the statements queued for it.
 */
export function registerDatabaseMetrics(registry: Registry, database: Database): void {
  const { pool, pglite } = database;
  if (pool) {
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Connections the PostgreSQL pool holds, busy or idle',
      registers: [registry],
      collect() {
        this.set(pool.totalCount);
      },
    });
    new Gauge({
      name: 'portal_db_pool_idle_connections',
      help: 'Connections of the PostgreSQL pool that are idle',
      registers: [registry],
      collect() {
        this.set(pool.idleCount);
      },
    });
    new Gauge({
      name: 'portal_db_pool_waiting_requests',
      help: 'Queries waiting for a free connection of the PostgreSQL pool',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }
  if (pglite) {
    new Gauge({
      name: 'portal_db_pglite_pending_statements',
      help: 'Statements sent to the embedded database and not yet answered (its one connection runs one at a time)',
      registers: [registry],
      collect() {
        this.set(pglite.pendingStatements);
      },
    });
  }
}
