import { currentApiClient } from './auth/portalTokenAuth.ts';
import type { IngestLogs } from './logStore.ts';

/** Something a user did in the portal, for the company's Audit Activity logs. */
export type AuditEvent = {
  organizationId: string;
  /** The user who did it. */
  userId: string;
  /** A dotted verb, e.g. 'logs.preset.create', 'apps.retire'. */
  action: string;
  target?: string;
  appId?: string | null;
  message: string;
  ip?: string;
  /** What the change replaced and what it left, for a change of a thing's fields or state. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
};

export type AuditLog = (event: AuditEvent) => Promise<void>;

/**
 * The portal's own audit trail is written to the log store as type 'audit' lines (the logs page's Audit
 * Activity preset), through the same ingestion as every other writer.
 */
export function auditLog(ingest: IngestLogs, now: () => Date = () => new Date()): AuditLog {
  return async (event) => {
    // A change made through an API client's portal token names the client beside its owner, the user.
    const client = currentApiClient();
    await ingest([
      {
        orgId: event.organizationId,
        appId: event.appId ?? null,
        date: now(),
        source: 'portal',
        type: 'audit',
        level: 'info',
        message: client ? `${event.message} (through API client ${client.name})` : event.message,
        attributes: {
          actor: event.userId,
          action: event.action,
          ...(client ? { client: client.id, clientName: client.name } : {}),
          ...(event.target !== undefined ? { target: event.target } : {}),
          ...(event.ip !== undefined ? { ip: event.ip } : {}),
          ...(event.before !== undefined ? { before: event.before } : {}),
          ...(event.after !== undefined ? { after: event.after } : {}),
        },
      },
    ]);
  };
}
