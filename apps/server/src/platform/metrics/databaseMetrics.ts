import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import type { PgliteThread, ThreadMemory } from '../../db/pgliteThread/pgliteThread.ts';

/** How long a scrape waits for the database thread, which answers between statements. */
const MEMORY_WAIT_MS = 1000;

/** The thread's memory, or undefined when it is busy past MEMORY_WAIT_MS or stopped. */
async function memoryOf(pglite: Pick<PgliteThread, 'memory'>): Promise<ThreadMemory | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), MEMORY_WAIT_MS).unref();
  });
  try {
    return await Promise.race([pglite.memory(), late]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

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
    // RSS alone hid a leak on this thread (a soak test): its heap is not the main thread's nodejs_heap_*.
    new Gauge({
      name: 'portal_db_pglite_thread_memory_bytes',
      help: "Memory of the embedded database's thread: its JavaScript heap in use (js_heap) and PostgreSQL's WebAssembly memory (wasm, which never shrinks)",
      labelNames: ['area'],
      registers: [registry],
      async collect() {
        const memory = await memoryOf(pglite);
        // Empty rather than stale while the thread is busy.
        this.reset();
        if (!memory) return;
        this.set({ area: 'js_heap' }, memory.heapBytes);
        this.set({ area: 'wasm' }, memory.wasmBytes);
      },
    });
  }
}
