import type { AlertRuleInput } from '@portal/contracts';
import { identityEndpoints, logAlertsEndpoints } from '@portal/contracts';
import { api } from '../../../lib/http/api.ts';

/** Alert rules on a preset, through the one http client; 400 and 404 are said beside the form or list. */
export const alertsApi = {
  /** The company's members a rule may notify by name (the first 100: a rule names at most a few). */
  members: (org: string, signal?: AbortSignal) =>
    api(identityEndpoints.listOrganizationMembers, {
      params: { org },
      query: { start: 0, length: 100 },
      signal,
    }),
  rules: (presetId: string, signal?: AbortSignal) =>
    api(logAlertsEndpoints.listAlertRules, { query: { presetId }, signal, excludeFromGlobalHandling: [403] }),
  create: (input: AlertRuleInput) =>
    api(logAlertsEndpoints.createAlertRule, { body: input, excludeFromGlobalHandling: [400, 403] }),
  update: (id: string, input: AlertRuleInput) =>
    api(logAlertsEndpoints.updateAlertRule, {
      params: { id },
      body: input,
      excludeFromGlobalHandling: [400, 403, 404],
    }),
  remove: (id: string) =>
    api(logAlertsEndpoints.deleteAlertRule, { params: { id }, excludeFromGlobalHandling: [403, 404] }),
  mute: (id: string, until: string | null) =>
    api(logAlertsEndpoints.muteAlertRule, {
      params: { id },
      body: { until },
      excludeFromGlobalHandling: [400, 403, 404],
    }),
  history: (id: string, signal?: AbortSignal) =>
    api(logAlertsEndpoints.getAlertHistory, { params: { id }, signal, excludeFromGlobalHandling: [404] }),
  deliveries: (id: string, signal?: AbortSignal) =>
    api(logAlertsEndpoints.listAlertDeliveries, { params: { id }, signal, excludeFromGlobalHandling: [404] }),
  replay: (id: string, deliveryId: string) =>
    api(logAlertsEndpoints.replayAlertDelivery, {
      params: { id, deliveryId },
      excludeFromGlobalHandling: [403, 404, 409],
    }),
  inboxes: (signal?: AbortSignal) =>
    api(logAlertsEndpoints.listWebhookInboxes, { signal, excludeFromGlobalHandling: [403] }),
  createInbox: () => api(logAlertsEndpoints.createWebhookInbox, { excludeFromGlobalHandling: [403, 409] }),
  removeInbox: (inboxId: string) =>
    api(logAlertsEndpoints.deleteWebhookInbox, {
      params: { inboxId },
      excludeFromGlobalHandling: [403, 404],
    }),
  inboxRequests: (inboxId: string, signal?: AbortSignal) =>
    api(logAlertsEndpoints.listWebhookInboxRequests, {
      params: { inboxId },
      signal,
      excludeFromGlobalHandling: [403, 404],
    }),
};
