import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Database } from '../../db/client.ts';

const CHANNEL = 'portal_events';

/** An event for the members of one company (build status changes today). */
export type PortalEvent = { organizationId: string; payload: Record<string, unknown> };

export type Notifier = {
  publish(event: PortalEvent): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(listener: (event: PortalEvent) => void): () => void;
  close(): Promise<void>;
};

/**
 * Cross-process events (DESIGN.md 1): PostgreSQL LISTEN/NOTIFY, so a build finished by one process
 * reaches sockets held by another. PGlite serves one process only, so an in-process emitter does.
 */
export async function createNotifier(database: Database): Promise<Notifier> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const local = (event: PortalEvent) => emitter.emit('event', event);
  const subscribe = (listener: (event: PortalEvent) => void) => {
    emitter.on('event', listener);
    return () => emitter.off('event', listener);
  };
  if (database.kind !== 'postgres') {
    return { publish: async (event) => void local(event), subscribe, close: async () => {} };
  }
  // One dedicated connection per process listens; a lost one only costs live updates (polling still works).
  const listener = new pg.Client({ connectionString: database.url });
  listener.on('error', () => {});
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      local(JSON.parse(message.payload) as PortalEvent);
    } catch {
      // Not ours: ignore.
    }
  });
  await listener.query(`listen ${CHANNEL}`);
  return {
    publish: async (event) => {
      await database.pool!.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
    },
    subscribe,
    close: async () => {
      await listener.end().catch(() => {});
    },
  };
}
