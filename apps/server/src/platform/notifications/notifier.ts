import { EventEmitter } from 'node:events';
import type { OrgPermission } from '@portal/contracts';
import pg from 'pg';
import type { Database } from '../../db/client.ts';

const CHANNEL = 'portal_events';
/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'portal-listen';
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * An event for the members of one company (build and run status changes): every member, or only those
 * whose roles there grant `permission` (what reading the event's subject through the API needs).
 */
export type PortalEvent = {
  organizationId: string;
  permission?: OrgPermission;
  payload: Record<string, unknown>;
};

export type Notifier = {
  publish(event: PortalEvent): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(listener: (event: PortalEvent) => void): () => void;
  close(): Promise<void>;
};

/**
 * Cross-process events: PostgreSQL LISTEN/NOTIFY, so a build finished by one process
 * reaches sockets held by another. PGlite serves one process only, so an in-process emitter does.
 */
export async function createNotifier(
  database: Database,
  options: { onListenerLost?: (error: Error) => void } = {},
): Promise<Notifier> {
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
  // One dedicated connection per process listens. When it drops (a PostgreSQL restart, a failover, an idle
  // timeout in between) it is opened again, so this process's sockets do not go quiet until it restarts;
  // events sent while it was down are lost, and the web app's polling covers them.
  let listener: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retry: NodeJS.Timeout | undefined;
  const reconnectLater = (client: pg.Client) => {
    if (closed || listener !== client) return;
    listener = undefined;
    client.end().catch(() => {});
    retry = setTimeout(() => void listen().catch(() => {}), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };
  const listen = async () => {
    if (closed) return;
    const client = new pg.Client({ connectionString: database.url, application_name: LISTENER_NAME });
    listener = client;
    client.on('error', (error) => {
      options.onListenerLost?.(error);
      reconnectLater(client);
    });
    client.on('end', () => reconnectLater(client));
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        local(JSON.parse(message.payload) as PortalEvent);
      } catch {
        // Not ours: ignore.
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      options.onListenerLost?.(error as Error);
      reconnectLater(client);
      throw error;
    }
    retryMs = RETRY_MIN_MS;
    if (closed) await client.end().catch(() => {});
  };
  try {
    await listen();
  } catch (error) {
    // At start a database that cannot be reached is the start-up's failure to report, not to retry.
    closed = true;
    clearTimeout(retry);
    throw error;
  }
  return {
    publish: async (event) => {
      await database.pool!.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
    },
    subscribe,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await listener?.end().catch(() => {});
    },
  };
}
