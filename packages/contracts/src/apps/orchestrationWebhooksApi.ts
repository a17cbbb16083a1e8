import { z } from 'zod';
import { tenantNameSchema } from '../tenants/tenantsApi.ts';
import { orchestrationAppParamsSchema } from './orchestrationRunsApi.ts';
import { localIdSchema } from './source/identifiers.ts';

/** Headers of a webhook call: when it was signed (unix seconds) and `sha256=<hex HMAC>` of what was signed. */
export const WEBHOOK_TIMESTAMP_HEADER = 'x-webhook-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'x-webhook-signature';
/** How far a call's timestamp may be from the server's clock: an older captured call is not replayed. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What the sender signs with the webhook's secret (HMAC-SHA256): the timestamp, a dot, the raw body. */
export const webhookSignedContent = (timestamp: string, body: string) => `${timestamp}.${body}`;

/** POST /apphub/v1/apps/{id}/orchestration-webhooks: make (or rotate) the webhook of one deployment. */
export const webhookRequestSchema = z.strictObject({
  tenant: tenantNameSchema,
  orchestration: localIdSchema,
});
export type WebhookRequest = z.infer<typeof webhookRequestSchema>;

export const orchestrationWebhookSchema = z.object({
  id: z.uuid(),
  orchestration: z.string(),
  tenant: z.string(),
  url: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Only in the answer that made it: the secret is never shown again (a rotation makes a new one). */
  secret: z.string().optional(),
});
export type OrchestrationWebhook = z.infer<typeof orchestrationWebhookSchema>;
export const orchestrationWebhooksSchema = z.object({ data: z.array(orchestrationWebhookSchema) });

/** The answer to an accepted webhook call: the run it started. */
export const webhookAcceptedSchema = z.object({ runId: z.uuid(), status: z.string() });

export const orchestrationWebhookParamsSchema = orchestrationAppParamsSchema.extend({ hook: z.uuid() });
/** The webhook's own URL: its id is all a caller knows. */
export const webhookCallParamsSchema = z.object({ hook: z.uuid() });
