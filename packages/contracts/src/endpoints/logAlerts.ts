import type { z } from 'zod';
import type {
  webhookInboxesSchema,
  webhookInboxParamsSchema,
  webhookInboxRequestsSchema,
  webhookInboxSchema,
  webhookInboxTokenParamsSchema,
} from '../logs/alertInboxes.ts';
import type {
  alertDeliveriesSchema,
  alertDeliveryParamsSchema,
  alertDeliverySchema,
  alertHistorySchema,
  alertMuteSchema,
  alertRuleInputSchema,
  alertRuleListQuerySchema,
  alertRuleListSchema,
  alertRuleParamsSchema,
  alertRuleSchema,
  alertRuleWithSecretSchema,
} from '../logs/alerts.ts';
import { endpointTable, op } from './endpoint.ts';

const read = { orgPermission: 'logs.read' } as const;
const manage = { orgPermission: 'alerts.manage' } as const;
type NoContent = { response: z.ZodNull };

/**
 * Alert rules on saved log presets (docs/alerts.md), of the selected company: seen with logs.read,
 * changed with alerts.manage. A rule of another company answers 404. The company's test inboxes too,
 * and their receiving route.
 */
export const logAlertsEndpoints = /* @__PURE__ */ endpointTable({
  listAlertRules: op<{ query: typeof alertRuleListQuerySchema; response: typeof alertRuleListSchema }>()({
    method: 'GET',
    path: '/observability/v1/logs/alerts',
    status: 200,
    access: read,
  }),
  getAlertRule: op<{ params: typeof alertRuleParamsSchema; response: typeof alertRuleSchema }>()({
    method: 'GET',
    path: '/observability/v1/logs/alerts/:id',
    status: 200,
    access: read,
  }),
  createAlertRule: op<{ body: typeof alertRuleInputSchema; response: typeof alertRuleWithSecretSchema }>()({
    method: 'POST',
    path: '/observability/v1/logs/alerts',
    status: 201,
    access: manage,
  }),
  updateAlertRule: op<{
    params: typeof alertRuleParamsSchema;
    body: typeof alertRuleInputSchema;
    response: typeof alertRuleWithSecretSchema;
  }>()({
    method: 'PUT',
    path: '/observability/v1/logs/alerts/:id',
    status: 200,
    access: manage,
  }),
  deleteAlertRule: op<{ params: typeof alertRuleParamsSchema } & NoContent>()({
    method: 'DELETE',
    path: '/observability/v1/logs/alerts/:id',
    status: 204,
    access: manage,
  }),
  muteAlertRule: op<{
    params: typeof alertRuleParamsSchema;
    body: typeof alertMuteSchema;
    response: typeof alertRuleSchema;
  }>()({
    method: 'POST',
    path: '/observability/v1/logs/alerts/:id/mute',
    status: 200,
    access: manage,
  }),
  getAlertHistory: op<{ params: typeof alertRuleParamsSchema; response: typeof alertHistorySchema }>()({
    method: 'GET',
    path: '/observability/v1/logs/alerts/:id/history',
    status: 200,
    access: read,
  }),
  listAlertDeliveries: op<{ params: typeof alertRuleParamsSchema; response: typeof alertDeliveriesSchema }>()(
    {
      method: 'GET',
      path: '/observability/v1/logs/alerts/:id/deliveries',
      status: 200,
      access: read,
    },
  ),
  replayAlertDelivery: op<{
    params: typeof alertDeliveryParamsSchema;
    response: typeof alertDeliverySchema;
  }>()({
    method: 'POST',
    path: '/observability/v1/logs/alerts/:id/deliveries/:deliveryId/replay',
    status: 202,
    access: manage,
  }),
  listWebhookInboxes: op<{ response: typeof webhookInboxesSchema }>()({
    method: 'GET',
    path: '/observability/v1/logs/alert-inboxes',
    status: 200,
    access: read,
  }),
  createWebhookInbox: op<{ response: typeof webhookInboxSchema }>()({
    method: 'POST',
    path: '/observability/v1/logs/alert-inboxes',
    status: 201,
    access: manage,
  }),
  deleteWebhookInbox: op<{ params: typeof webhookInboxParamsSchema } & NoContent>()({
    method: 'DELETE',
    path: '/observability/v1/logs/alert-inboxes/:inboxId',
    status: 204,
    access: manage,
  }),
  listWebhookInboxRequests: op<{
    params: typeof webhookInboxParamsSchema;
    response: typeof webhookInboxRequestsSchema;
  }>()({
    method: 'GET',
    path: '/observability/v1/logs/alert-inboxes/:inboxId/requests',
    status: 200,
    access: read,
  }),
  /** Anyone with the inbox's token may post to it: the token is the credential. */
  receiveWebhookInbox: op<{ params: typeof webhookInboxTokenParamsSchema } & NoContent>()({
    method: 'POST',
    path: '/hooks/v1/inbox/:token',
    status: 204,
    access: 'public',
  }),
});
