import { z } from 'zod';
import {
  webhookInboxesSchema,
  webhookInboxParamsSchema,
  webhookInboxRequestsSchema,
  webhookInboxSchema,
  webhookInboxTokenParamsSchema,
} from '../logs/alertInboxes.ts';
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
  listWebhookInboxes: {
    summary: "The company's test inboxes: portal URLs that keep the webhooks sent to them",
    errors,
    schemas: { response: webhookInboxesSchema },
  },
  createWebhookInbox: {
    summary: 'Make a test inbox: a portal URL with an unguessable token, for a rule’s webhook',
    errors: [...errors, 409],
    schemas: { response: webhookInboxSchema },
  },
  deleteWebhookInbox: {
    summary: 'Delete a test inbox and what it received: posts to it answer 404 from now on',
    errors,
    schemas: { params: webhookInboxParamsSchema, response: z.null() },
  },
  listWebhookInboxRequests: {
    summary: 'What a test inbox received, newest first (the last 100), with each signature checked',
    errors,
    schemas: { params: webhookInboxParamsSchema, response: webhookInboxRequestsSchema },
  },
  receiveWebhookInbox: {
    summary: 'Post to a test inbox: any body up to 256 KB is kept (its first 64 KB) with its headers',
    errors: [400, 404, 413, 429],
    // Its credential is the token in the path, not a session.
    security: [],
    schemas: { params: webhookInboxTokenParamsSchema, response: z.null() },
  },
});
