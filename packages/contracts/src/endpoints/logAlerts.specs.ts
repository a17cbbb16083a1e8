import { z } from 'zod';
import {
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
import { endpointSpecs } from './endpoint.ts';
import { logAlertsEndpoints } from './logAlerts.ts';

const errors = [400, 401, 403, 404];

export const logAlertsSpecs = /* @__PURE__ */ endpointSpecs(logAlertsEndpoints, ['logs'], {
  listAlertRules: {
    summary: "The company's alert rules on log presets (of one preset when presetId is given)",
    errors,
    schemas: { query: alertRuleListQuerySchema, response: alertRuleListSchema },
  },
  getAlertRule: {
    summary: 'One alert rule with its state',
    errors,
    schemas: { params: alertRuleParamsSchema, response: alertRuleSchema },
  },
  createAlertRule: {
    summary: 'Add an alert rule to one of my presets (the webhook secret is shown this once)',
    errors,
    schemas: { body: alertRuleInputSchema, response: alertRuleWithSecretSchema },
  },
  updateAlertRule: {
    summary: 'Replace an alert rule (a new webhook URL gets a new secret, shown this once)',
    errors,
    schemas: {
      params: alertRuleParamsSchema,
      body: alertRuleInputSchema,
      response: alertRuleWithSecretSchema,
    },
  },
  deleteAlertRule: {
    summary: 'Delete an alert rule, its history and its deliveries',
    errors,
    schemas: { params: alertRuleParamsSchema, response: z.null() },
  },
  muteAlertRule: {
    summary: 'Mute an alert rule until a time (null unmutes)',
    errors,
    schemas: { params: alertRuleParamsSchema, body: alertMuteSchema, response: alertRuleSchema },
  },
  getAlertHistory: {
    summary: "The rule's state changes, newest first, with the count that caused each",
    errors,
    schemas: { params: alertRuleParamsSchema, response: alertHistorySchema },
  },
  listAlertDeliveries: {
    summary: "The rule's webhook deliveries, newest first, with status and response time",
    errors,
    schemas: { params: alertRuleParamsSchema, response: alertDeliveriesSchema },
  },
  replayAlertDelivery: {
    summary: 'Send a webhook delivery again, as a new delivery',
    errors: [...errors, 409],
    schemas: { params: alertDeliveryParamsSchema, response: alertDeliverySchema },
  },
});
