import type { z } from 'zod';
import type { insightsQuerySchema, orchestrationInsightsSchema } from '../apps/orchestrationInsightsApi.ts';
import type {
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
import type {
  orchestrationWebhookParamsSchema,
  orchestrationWebhookSchema,
  orchestrationWebhooksSchema,
  webhookAcceptedSchema,
  webhookCallParamsSchema,
  webhookRequestSchema,
} from '../apps/orchestrationWebhooksApi.ts';
import { endpointTable, op } from './endpoint.ts';

const read = { orgPermission: 'orchestrations.read' } as const;
const write = { orgPermission: 'orchestrations.write' } as const;
type App = { params: typeof orchestrationAppParamsSchema };
type Run = { params: typeof orchestrationRunParamsSchema };

/**
 * Orchestration runs of an app (docs/product/orchestrations.md ORCH-2): the activity pages read them, and the
 * API trigger launches, polls, cancels and lists them with an API client's portal token (scope
 * portal.orchestrations) as with a session; the webhooks that start runs, and how the company's
 * orchestrations perform. An app the company may not reach is the handler's 404.
 */
export const orchestrationsEndpoints = /* @__PURE__ */ endpointTable({
  listDeployedOrchestrations: op<App & { response: typeof deployedOrchestrationsSchema }>()({
    method: 'GET',
    path: '/apphub/v1/apps/:id/orchestrations',
    status: 200,
    access: read,
  }),
  listOrchestrationRuns: op<App & { query: typeof runsQuerySchema; response: typeof runsPageSchema }>()({
    method: 'GET',
    path: '/apphub/v1/apps/:id/orchestration-runs',
    status: 200,
    access: read,
  }),
  launchOrchestrationRun: op<
    App & { body: typeof launchRunRequestSchema; response: typeof orchestrationRunSchema }
  >()({
    method: 'POST',
    path: '/apphub/v1/apps/:id/orchestration-runs',
    status: 201,
    access: write,
  }),
  getOrchestrationRun: op<Run & { response: typeof orchestrationRunDetailSchema }>()({
    method: 'GET',
    path: '/apphub/v1/apps/:id/orchestration-runs/:run',
    status: 200,
    access: read,
  }),
  // Who may decide is the approval step's role, checked by the handler: reading the run is the entry.
  decideOrchestrationApproval: op<
    Run & { body: typeof approvalDecisionRequestSchema; response: typeof orchestrationRunDetailSchema }
  >()({
    method: 'POST',
    path: '/apphub/v1/apps/:id/orchestration-runs/:run/approval',
    status: 200,
    access: read,
  }),
  cancelOrchestrationRun: op<Run & { response: typeof orchestrationRunSchema }>()({
    method: 'POST',
    path: '/apphub/v1/apps/:id/orchestration-runs/:run/cancel',
    status: 200,
    access: write,
  }),
  getOrchestrationInsights: op<{
    query: typeof insightsQuerySchema;
    response: typeof orchestrationInsightsSchema;
  }>()({
    method: 'GET',
    path: '/orchestrate/insights/v1/summary',
    status: 200,
    access: read,
  }),
  listOrchestrationWebhooks: op<App & { response: typeof orchestrationWebhooksSchema }>()({
    method: 'GET',
    path: '/apphub/v1/apps/:id/orchestration-webhooks',
    status: 200,
    access: write,
  }),
  createOrchestrationWebhook: op<
    App & { body: typeof webhookRequestSchema; response: typeof orchestrationWebhookSchema }
  >()({
    method: 'POST',
    path: '/apphub/v1/apps/:id/orchestration-webhooks',
    status: 201,
    access: write,
  }),
  deleteOrchestrationWebhook: op<{
    params: typeof orchestrationWebhookParamsSchema;
    response: z.ZodNull;
  }>()({
    method: 'DELETE',
    path: '/apphub/v1/apps/:id/orchestration-webhooks/:hook',
    status: 204,
    access: write,
  }),
  // Its credential is the signature over the raw body, which the handler reads as text.
  callOrchestrationWebhook: op<{
    params: typeof webhookCallParamsSchema;
    response: typeof webhookAcceptedSchema;
  }>()({
    method: 'POST',
    path: '/apphub/v1/hooks/:hook',
    status: 202,
    access: 'public',
  }),
});
