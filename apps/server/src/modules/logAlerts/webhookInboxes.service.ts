import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_INBOX_BODY_MAX_BYTES,
  WEBHOOK_INBOX_KEEP,
  WEBHOOK_INBOX_PATH,
  WEBHOOK_INBOXES_MAX,
  type WebhookInbox,
  type WebhookInboxRequest,
} from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import type {
  WebhookInboxesRepository,
  WebhookInboxRequestRow,
  WebhookInboxWithCounts,
} from './webhookInboxes.repository.ts';
import { inboxTokenIn } from './webhookInboxUrl.ts';
import { webhookSignatureVerifies } from './webhookSignature.ts';

type Actor = { userId: string; organizationId: string };
/** A request as an inbox receives it, from its route or handed over in-process by the webhook job. */
export type ReceivedRequest = {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Credentials a browser or a proxy may add: an inbox shows what it got to the whole company, never these. */
const WITHHELD = new Set(['authorization', 'cookie', 'proxy-authorization']);
const notFound = () => new HttpError('not_found', 'This test inbox does not exist.');

function storedHeaders(headers: ReceivedRequest['headers']): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    stored[key] = WITHHELD.has(key) ? '(withheld)' : Array.isArray(value) ? value.join(', ') : value;
  }
  return stored;
}

/** The first 64 KB of a body; PostgreSQL's text holds no NUL character, so one shows as U+FFFD. */
function storedBody(body: string): { body: string; bodyBytes: number; bodyTruncated: boolean } {
  const bytes = Buffer.from(body, 'utf8');
  const bodyTruncated = bytes.length > WEBHOOK_INBOX_BODY_MAX_BYTES;
  const kept = bodyTruncated ? bytes.subarray(0, WEBHOOK_INBOX_BODY_MAX_BYTES).toString('utf8') : body;
  return { body: kept.replaceAll('\u0000', '\uFFFD'), bodyBytes: bytes.length, bodyTruncated };
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

const toRequest = (row: WebhookInboxRequestRow): WebhookInboxRequest => ({
  id: row.id,
  receivedAt: row.receivedAt.toISOString(),
  method: row.method,
  headers: row.headers,
  body: row.body,
  bodyBytes: row.bodyBytes,
  bodyTruncated: row.bodyTruncated,
  ruleId: row.ruleId,
  deliveryId: row.deliveryId,
  signatureVerified: row.signatureVerified,
});

/**
 * A company's test inboxes (docs/decisions/webhook-test-inboxes.md): made and deleted with alerts.manage,
 * read with logs.read, posted to by anyone with the token. Each keeps its last 100 requests, bodies cut
 * at 64 KB, and says whether a request's signature is that of the company's alert rule that sent it.
 */
export function webhookInboxesService(deps: {
  repo: WebhookInboxesRepository;
  audit: AuditLog;
  publicUrl: string;
}) {
  const { repo, audit } = deps;
  const origin = new URL(deps.publicUrl).origin;
  const urlOf = (token: string) => `${origin}${WEBHOOK_INBOX_PATH}${token}`;
  const toInbox = (row: WebhookInboxWithCounts): WebhookInbox => ({
    id: row.id,
    url: urlOf(row.token),
    createdAt: row.createdAt.toISOString(),
    received: row.received,
    lastReceivedAt: row.lastReceivedAt?.toISOString() ?? null,
  });

  async function inbox(organizationId: string, id: string) {
    const row = await repo.find(organizationId, id);
    if (!row) throw notFound();
    return row;
  }

  /** The rule that sent a request, when it names a delivery of the inbox's company, and its signature checked. */
  async function signer(organizationId: string, request: ReceivedRequest) {
    const deliveryId = single(request.headers['x-portal-delivery']);
    if (!deliveryId || !UUID.test(deliveryId))
      return { ruleId: null, deliveryId: null, signatureVerified: false };
    const found = await repo.deliverySigner(organizationId, deliveryId);
    if (!found) return { ruleId: null, deliveryId: null, signatureVerified: false };
    const signatureVerified =
      found.secret !== null &&
      webhookSignatureVerifies(
        found.secret,
        single(request.headers['x-portal-timestamp']),
        single(request.headers['x-portal-signature']),
        request.body,
      );
    return { ruleId: found.ruleId, deliveryId, signatureVerified };
  }

  return {
    /** The token when `url` is exactly one of this portal's inbox URLs; null for any other URL. */
    tokenOf: (url: URL) => inboxTokenIn(url, origin),

    async list(organizationId: string) {
      const rows = await repo.list(organizationId);
      return { total: rows.length, data: rows.map(toInbox) };
    },

    async create(actor: Actor): Promise<WebhookInbox> {
      if ((await repo.countOf(actor.organizationId)) >= WEBHOOK_INBOXES_MAX)
        throw new HttpError(
          'conflict',
          `A company has at most ${WEBHOOK_INBOXES_MAX} test inboxes: delete one to make another.`,
        );
      const row = await repo.create({
        organizationId: actor.organizationId,
        createdBy: actor.userId,
        token: randomBytes(24).toString('base64url'),
      });
      // The token is the inbox's credential: the trail names the inbox, never its URL.
      await audit({
        ...actor,
        action: 'logs.alert.inbox.create',
        target: row.id,
        message: 'Created a webhook test inbox',
        after: { inbox: row.id },
      });
      return toInbox({ ...row, received: 0, lastReceivedAt: null });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await inbox(actor.organizationId, id);
      if (!(await repo.delete(actor.organizationId, id))) throw notFound();
      await audit({
        ...actor,
        action: 'logs.alert.inbox.delete',
        target: id,
        message: 'Deleted a webhook test inbox and what it received',
        before: { inbox: id },
      });
    },

    async requests(organizationId: string, id: string) {
      await inbox(organizationId, id);
      const rows = await repo.requests(id, WEBHOOK_INBOX_KEEP);
      return { total: rows.length, data: rows.map(toRequest) };
    },

    /** Keeps a request posted to the inbox of `token`; false when there is no such inbox. */
    async receive(token: string, request: ReceivedRequest): Promise<boolean> {
      const found = await repo.byToken(token);
      if (!found) return false;
      await repo.receive(
        found.id,
        {
          method: request.method,
          headers: storedHeaders(request.headers),
          ...storedBody(request.body),
          ...(await signer(found.organizationId, request)),
        },
        WEBHOOK_INBOX_KEEP,
      );
      return true;
    },
  };
}
export type WebhookInboxesService = ReturnType<typeof webhookInboxesService>;
