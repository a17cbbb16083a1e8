import { z } from 'zod';

/**
 * Test inboxes of a company ("request bins"): URLs of the portal that keep what is posted to them, so an
 * alert rule's webhook can be tried without a public receiver. A delivery to one of them never leaves the
 * server: the webhook job hands it to the inbox in-process (docs/decisions/webhook-test-inboxes.md).
 */

/** The path of an inbox's receiving route, before its token, under the portal's own origin. */
export const WEBHOOK_INBOX_PATH = '/hooks/v1/inbox/';
/** Requests an inbox keeps: older ones are dropped as new ones arrive. */
export const WEBHOOK_INBOX_KEEP = 100;
/** Bytes of a received body an inbox stores; the rest is cut off (and said so). */
export const WEBHOOK_INBOX_BODY_MAX_BYTES = 64 * 1024;
/** Inboxes a company may have: a test tool, not a store. */
export const WEBHOOK_INBOXES_MAX = 10;

export const webhookInboxSchema = z.object({
  id: z.uuid(),
  /** Where to send webhooks: the portal's origin, the inbox path and the inbox's unguessable token. */
  url: z.string(),
  createdAt: z.iso.datetime(),
  /** Requests it keeps (at most WEBHOOK_INBOX_KEEP). */
  received: z.number().int(),
  lastReceivedAt: z.iso.datetime().nullable(),
});
export type WebhookInbox = z.infer<typeof webhookInboxSchema>;
export const webhookInboxesSchema = z.object({ total: z.number().int(), data: z.array(webhookInboxSchema) });
export const webhookInboxParamsSchema = z.object({ inboxId: z.uuid() });

export const webhookInboxRequestSchema = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime(),
  method: z.string(),
  headers: z.record(z.string(), z.string()),
  /** The body as received, cut at WEBHOOK_INBOX_BODY_MAX_BYTES. */
  body: z.string(),
  /** The whole body's size in bytes. */
  bodyBytes: z.number().int(),
  bodyTruncated: z.boolean(),
  /** The alert rule and delivery it names (x-portal-delivery), when they are the inbox company's. */
  ruleId: z.uuid().nullable(),
  deliveryId: z.uuid().nullable(),
  /** Whether x-portal-signature is the HMAC of that rule's secret over the timestamp and the body. */
  signatureVerified: z.boolean(),
});
export type WebhookInboxRequest = z.infer<typeof webhookInboxRequestSchema>;
export const webhookInboxRequestsSchema = z.object({
  total: z.number().int(),
  data: z.array(webhookInboxRequestSchema),
});

export const webhookInboxTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
