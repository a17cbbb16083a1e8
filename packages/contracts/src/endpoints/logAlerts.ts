import type { z } from 'zod';
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
 * Alert rules on saved log presets (issue 41 section 1), of the selected company: seen with logs.read,
 * changed with alerts.manage. A rule of another company answers 404.
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
});
