import { z } from 'zod';
import { roles } from '../identity/roleRules.ts';
import { WEBHOOK_INBOX_PATH } from './alertInboxes.ts';

// Contracts compile without DOM or Node types; both runtimes have the WHATWG URL this needs.
declare const URL: new (
  input: string,
) => { protocol: string; username: string; password: string; pathname: string };

/**
 * Alert rules on a saved log preset (docs/alerts.md): the preset's filters counted over a window,
 * a condition on the count, and whom to tell when the state changes.
 */
export const alertConditions = ['above', 'below', 'no_data'] as const;
export type AlertCondition = (typeof alertConditions)[number];

/** What an evaluation found; a rule muted until a time keeps being evaluated but tells nobody. */
export const alertStates = ['ok', 'firing', 'no_data'] as const;
export type AlertState = (typeof alertStates)[number];

export const alertDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type AlertDeliveryStatus = (typeof alertDeliveryStatuses)[number];

export const ALERT_WINDOW_MIN_MINUTES = 5;
export const ALERT_WINDOW_MAX_MINUTES = 24 * 60;
/** The evaluation job runs every minute: a rule cannot be evaluated more often. */
export const ALERT_INTERVAL_MIN_MINUTES = 1;
export const ALERT_INTERVAL_MAX_MINUTES = 24 * 60;
/**
 * An evaluation counts at most this many lines and stops (a bounded read, like a search's 500): a
 * threshold is below it, so the answer is always exact enough to decide.
 */
export const ALERT_COUNT_CAP = 100_000;
export const ALERT_RECIPIENTS_MAX = 20;

export const alertRecipientsSchema = z.object({
  roles: z.array(z.enum(roles)).max(ALERT_RECIPIENTS_MAX).default([]),
  userIds: z.array(z.uuid()).max(ALERT_RECIPIENTS_MAX).default([]),
});
export type AlertRecipients = z.infer<typeof alertRecipientsSchema>;

const webhookUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        if (url.username || url.password) return false;
        // Plain http only for a test inbox of the portal: the server checks it is its own origin's.
        return (
          url.protocol === 'https:' ||
          (url.protocol === 'http:' && url.pathname.startsWith(WEBHOOK_INBOX_PATH))
        );
      } catch {
        return false;
      }
    },
    { message: 'Enter an https:// URL without a user name or password.' },
  );

export const alertRuleInputSchema = z
  .object({
    presetId: z.uuid(),
    name: z.string().trim().min(1, 'Rule name is required.').max(100),
    condition: z.enum(alertConditions),
    /** Lines in the window; not used by no_data. */
    threshold: z
      .number()
      .int('Enter a whole number of lines.')
      .min(0, 'The number of lines cannot be negative.')
      .max(ALERT_COUNT_CAP - 1, 'The number of lines can be at most 99,999.')
      .nullable()
      .default(null),
    windowMinutes: z
      .number()
      .int()
      .min(ALERT_WINDOW_MIN_MINUTES, 'The window must be at least 5 minutes.')
      .max(ALERT_WINDOW_MAX_MINUTES, 'The window can be at most 24 hours.'),
    intervalMinutes: z
      .number()
      .int()
      .min(ALERT_INTERVAL_MIN_MINUTES, 'Evaluate at most once a minute.')
      .max(ALERT_INTERVAL_MAX_MINUTES, 'Evaluate at least once a day.'),
    recipients: alertRecipientsSchema.default({ roles: [], userIds: [] }),
    webhookUrl: webhookUrl.nullable().default(null),
  })
  .refine((rule) => rule.condition === 'no_data' || rule.threshold !== null, {
    path: ['threshold'],
    message: 'Enter the number of lines to compare the count with.',
  });
export type AlertRuleInput = z.input<typeof alertRuleInputSchema>;

export const alertRuleSchema = z.object({
  id: z.uuid(),
  presetId: z.uuid(),
  presetName: z.string(),
  name: z.string(),
  condition: z.enum(alertConditions),
  threshold: z.number().int().nullable(),
  windowMinutes: z.number().int(),
  intervalMinutes: z.number().int(),
  recipients: alertRecipientsSchema,
  webhookUrl: z.string().nullable(),
  state: z.enum(alertStates),
  mutedUntil: z.iso.datetime().nullable(),
  lastCount: z.number().int().nullable(),
  lastEvaluatedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

/**
 * The answer to a create or an update that set a new webhook URL: the signing secret, shown this once
 * (like an API client's secret).
 */
export const alertRuleWithSecretSchema = alertRuleSchema.extend({ webhookSecret: z.string().nullable() });
export type AlertRuleWithSecret = z.infer<typeof alertRuleWithSecretSchema>;

export const alertRuleListSchema = z.object({ total: z.number().int(), data: z.array(alertRuleSchema) });
export const alertRuleListQuerySchema = z.object({ presetId: z.uuid().optional() });
export const alertRuleParamsSchema = z.object({ id: z.uuid() });
export const alertDeliveryParamsSchema = z.object({ id: z.uuid(), deliveryId: z.uuid() });

export const alertMuteSchema = z.object({
  /** Muted until this time; null unmutes. */
  until: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date and time' }).nullable(),
});

export const alertHistoryEntrySchema = z.object({
  id: z.uuid(),
  fromState: z.enum(alertStates),
  toState: z.enum(alertStates),
  /** Matching lines in the window that caused the change (at most ALERT_COUNT_CAP). */
  count: z.number().int(),
  /** The window counted: the log search over it shows the lines. */
  windowStart: z.iso.datetime(),
  windowEnd: z.iso.datetime(),
  at: z.iso.datetime(),
});
export type AlertHistoryEntry = z.infer<typeof alertHistoryEntrySchema>;
export const alertHistorySchema = z.object({
  total: z.number().int(),
  data: z.array(alertHistoryEntrySchema),
});

export const alertDeliverySchema = z.object({
  id: z.uuid(),
  url: z.string(),
  status: z.enum(alertDeliveryStatuses),
  attempts: z.number().int(),
  /** The receiver's HTTP status of the last attempt; null when it was not reached. */
  responseStatus: z.number().int().nullable(),
  /** Time of the last attempt, in milliseconds. */
  responseMs: z.number().int().nullable(),
  error: z.string().nullable(),
  replayOf: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
});
export type AlertDelivery = z.infer<typeof alertDeliverySchema>;
export const alertDeliveriesSchema = z.object({
  total: z.number().int(),
  data: z.array(alertDeliverySchema),
});

/** The body a webhook receives; the signature covers `${timestamp}.${body}` (docs/alerts.md). */
export const alertWebhookEventSchema = alertHistoryEntrySchema.omit({ id: true }).extend({
  type: z.literal('log_alert.state_changed'),
  ruleId: z.uuid(),
  ruleName: z.string(),
  organizationId: z.uuid(),
});
export type AlertWebhookEvent = z.infer<typeof alertWebhookEventSchema>;

/**
 * The logs page's address of the search that shows the lines an evaluation counted: the preset's
 * filters over the window (the page's URL parameters, apps/web logSearch.utils.ts).
 */
export function alertSearchPath(
  preset: {
    id: string;
    basePreset: string;
    appId: string | null;
    filters: readonly unknown[];
  },
  windowStart: string,
  windowEnd: string,
): string {
  const params: [string, string][] = [
    ['preset', preset.basePreset],
    ['presetId', preset.id],
    ['range', 'custom'],
    ['start', windowStart],
    ['end', windowEnd],
  ];
  if (preset.appId) params.push(['appId', preset.appId]);
  if (preset.filters.length > 0) params.push(['filters', JSON.stringify(preset.filters)]);
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `/console/analytics/logs?${query}`;
}
