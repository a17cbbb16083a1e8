import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../../platform/errorHandler.ts';
import type { IngestLogs, LogInsert } from '../../platform/logStore.ts';
import type { RequestHooks } from '../../platform/requestHooks.ts';
import type { AppDirectory } from '../apps/apps.port.ts';
import { type LogBuffer, logBuffer } from './logBuffer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the access rows buffered so far (tests; shutdown does it by itself). */
    flushAccessLog(): Promise<void>;
  }
}

/**
 * Not logged: reading the log store itself. The logs page searches, suggests and polls as a user types;
 * writing a row per call would fill Access Detail with the page's own traffic and make every search
 * change what the next one finds. Preset changes are audited (Audit Activity) instead.
 */
const NOT_LOGGED = ['/observability/v1/logs'];
/** Routes whose `:id` is an app (its id or reference ID): their rows carry the app's id. */
const APP_ROUTE = /^\/apphub\/v1\/apps\/:id(\/|$)/;

/** A row waiting for its flush; `appRef` is the route's app id or reference ID, resolved in the batch. */
type PendingAccess = { row: LogInsert; appRef?: string };

export function levelOfStatus(status: number): 'info' | 'warn' | 'error' {
  return status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
}

/**
 * One 'access' row (the Access Detail preset, docs/product/logs.md LOGS-12) for an API request made in a
 * selected company. The route is its pattern (`/apphub/v1/apps/:id`), never the raw URL: no ids of other
 * things, no query string (it may carry tokens), no headers but the user agent.
 */
export function accessRow(
  request: FastifyRequest,
  reply: FastifyReply,
  route: string | undefined,
): PendingAccess | null {
  const org = request.org;
  if (!org || !route || !isApiPath(route) || NOT_LOGGED.some((prefix) => route.startsWith(prefix)))
    return null;
  const status = reply.statusCode;
  const durationMs = Math.round(reply.elapsedTime);
  const length = Number(reply.getHeader('content-length'));
  const userAgent = request.headers['user-agent'];
  const id = (request.params as { id?: unknown } | undefined)?.id;
  // Filled in place, in the order of its keys, without an object spread per absent field.
  const attributes: Record<string, unknown> = { method: request.method, path: route, status, durationMs };
  if (Number.isFinite(length)) attributes.bytes = length;
  if (request.session) attributes.userId = request.session.userId;
  attributes.ip = request.ip;
  if (typeof userAgent === 'string') attributes.userAgent = userAgent.slice(0, 512);
  const row: LogInsert = {
    orgId: org.organizationId,
    appId: null,
    // Read here, not per request: most requests (probes, pages, calls without a company) make no row.
    date: new Date(),
    source: 'portal',
    type: 'access',
    level: levelOfStatus(status),
    message: `${request.method} ${route} ${status} ${durationMs}ms`,
    attributes,
  };
  return APP_ROUTE.test(route) && typeof id === 'string' ? { row, appRef: id } : { row };
}

/**
 * The batch's rows, each with the app id its reference names (an id or a reference ID) filled in, in one
 * query per company; the rows are the buffer's own, so they are completed rather than copied.
 */
async function resolveAppIds(apps: AppDirectory, batch: PendingAccess[]): Promise<LogInsert[]> {
  const wanted = new Map<string, Set<string>>();
  for (const { row, appRef } of batch)
    if (appRef) wanted.set(row.orgId, (wanted.get(row.orgId) ?? new Set()).add(appRef));
  const found = new Map<string, Map<string, string>>();
  for (const [orgId, refs] of wanted) found.set(orgId, await apps.idsOf(orgId, [...refs]));
  return batch.map(({ row, appRef }) => {
    if (appRef) row.appId = found.get(row.orgId)?.get(appRef.toLowerCase()) ?? null;
    return row;
  });
}

/**
 * API access rows into the log store: the platform's onResponse hook (requestHooks.ts) adds one row per
 * request to a buffer written every second or 500 rows, so a request never waits on it; the buffer is
 * flushed when the server closes (before main.ts closes the database).
 */
export function registerAccessLog(
  app: FastifyInstance,
  { apps, ingest, requestHooks }: { apps: AppDirectory; ingest: IngestLogs; requestHooks: RequestHooks },
): LogBuffer<PendingAccess> {
  const buffer = logBuffer<PendingAccess>({
    write: async (batch) => ingest(await resolveAppIds(apps, batch)),
    logger: app.log,
  });
  requestHooks.observeResponses((request, reply, route) => {
    const pending = accessRow(request, reply, route);
    if (pending) buffer.add(pending);
  });
  app.decorate('flushAccessLog', () => buffer.flush());
  app.addHook('onClose', async () => {
    await buffer.flush();
  });
  return buffer;
}
