import { z } from 'zod';
import { insightsQuerySchema, orchestrationInsightsSchema } from '../apps/orchestrationInsightsApi.ts';
import {
  approvalDecisionRequestSchema,
  deployedOrchestrationsSchema,
  launchRunRequestSchema,
  orchestrationAppParamsSchema,
  orchestrationRunDetailSchema,
  orchestrationRunParamsSchema,
  orchestrationRunSchema,
  runsPageSchema,
  runsQuerySchema,
} from '../apps/orchestrationRunsApi.ts';
import {
  orchestrationWebhookParamsSchema,
  orchestrationWebhookSchema,
  orchestrationWebhooksSchema,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  webhookAcceptedSchema,
  webhookCallParamsSchema,
  webhookRequestSchema,
} from '../apps/orchestrationWebhooksApi.ts';
import { endpointSpecs } from './endpoint.ts';
import { orchestrationsEndpoints } from './orchestrations.ts';

const errors = [400, 401, 403, 404, 409, 413];

export const orchestrationsSpecs = /* @__PURE__ */ endpointSpecs(
  orchestrationsEndpoints,
  ['orchestrations'],
  {
    listDeployedOrchestrations: {
      summary: "The orchestrations of the app's deployed versions, by tenant",
      errors,
      schemas: { params: orchestrationAppParamsSchema, response: deployedOrchestrationsSchema },
    },
    listOrchestrationRuns: {
      summary: "The app's orchestration runs, newest first, optionally of one status",
      errors,
      schemas: { params: orchestrationAppParamsSchema, query: runsQuerySchema, response: runsPageSchema },
    },
    launchOrchestrationRun: {
      summary: 'Launch a run of an orchestration of the version deployed to a tenant',
      errors,
      schemas: {
        params: orchestrationAppParamsSchema,
        body: launchRunRequestSchema,
        response: orchestrationRunSchema,
      },
    },
    getOrchestrationRun: {
      summary: 'A run with its steps in order: input, output, attempts, duration and error',
      errors,
      schemas: { params: orchestrationRunParamsSchema, response: orchestrationRunDetailSchema },
    },
    decideOrchestrationApproval: {
      summary:
        "Approve or reject the approval the run waits at: a member of the step's role only (403), once (409)",
      errors,
      schemas: {
        params: orchestrationRunParamsSchema,
        body: approvalDecisionRequestSchema,
        response: orchestrationRunDetailSchema,
      },
    },
    cancelOrchestrationRun: {
      summary: 'Cancel a run that has not ended (409 once it has)',
      errors,
      schemas: { params: orchestrationRunParamsSchema, response: orchestrationRunSchema },
    },
    getOrchestrationInsights: {
      summary:
        "Runs per day, success rate and p50/p95 durations of the company's orchestrations and their steps (orchestrations.read)",
      errors: [400, 401, 403],
      schemas: { query: insightsQuerySchema, response: orchestrationInsightsSchema },
    },
    listOrchestrationWebhooks: {
      summary: "The app's orchestration webhooks, without their secrets (orchestrations.write)",
      errors,
      schemas: { params: orchestrationAppParamsSchema, response: orchestrationWebhooksSchema },
    },
    createOrchestrationWebhook: {
      summary:
        'Make the webhook of a deployed orchestration, or rotate its secret: the secret is in this answer only',
      errors,
      schemas: {
        params: orchestrationAppParamsSchema,
        body: webhookRequestSchema,
        response: orchestrationWebhookSchema,
      },
    },
    deleteOrchestrationWebhook: {
      summary: 'Remove a webhook: calls to it are refused from now on',
      errors,
      schemas: { params: orchestrationWebhookParamsSchema, response: z.null() },
    },
    callOrchestrationWebhook: {
      summary: `Start a run of a webhook-triggered orchestration: the JSON body is its inputs, signed (${WEBHOOK_SIGNATURE_HEADER}: sha256=HMAC of "${WEBHOOK_TIMESTAMP_HEADER}.body")`,
      errors,
      // Its credential is the signature over the body, not a session or a token.
      security: [],
      schemas: { params: webhookCallParamsSchema, response: webhookAcceptedSchema },
    },
  },
);
