import type { z } from 'zod';
import type {
  copilotChatRequestSchema,
  copilotConversationDetailSchema,
  copilotConversationListSchema,
  copilotFeedbackSchema,
  copilotGenerateRequestSchema,
  copilotHistoryQuerySchema,
  copilotIdParamsSchema,
  copilotMetricsQuerySchema,
  copilotMetricsSchema,
  copilotStreamSchema,
} from '../copilot/copilot.ts';
import { endpointTable, op } from './endpoint.ts';

/**
 * The copilot (chat, history, clear history, feedback; docs/copilot.md), behind the copilot flag
 * (docs/product/copilot.md COPILOT-1). Each route acts for the signed-in user in the selected company, which
 * the handler resolves (no permission: what an answer draws on is checked by each tool).
 */
export const copilotEndpoints = /* @__PURE__ */ endpointTable({
  copilotChat: op<{ body: typeof copilotChatRequestSchema; response: typeof copilotStreamSchema }>()({
    method: 'POST',
    path: '/sub-api/v1/copilot/chat',
    status: 200,
    access: 'session',
  }),
  copilotGenerate: op<{ body: typeof copilotGenerateRequestSchema; response: typeof copilotStreamSchema }>()({
    method: 'POST',
    path: '/sub-api/v1/copilot/generate',
    status: 200,
    access: 'session',
  }),
  listCopilotHistory: op<{
    query: typeof copilotHistoryQuerySchema;
    response: typeof copilotConversationListSchema;
  }>()({
    method: 'GET',
    path: '/sub-api/v1/copilot/history',
    status: 200,
    access: 'session',
  }),
  getCopilotConversation: op<{
    params: typeof copilotIdParamsSchema;
    response: typeof copilotConversationDetailSchema;
  }>()({
    method: 'GET',
    path: '/sub-api/v1/copilot/history/:id',
    status: 200,
    access: 'session',
  }),
  clearCopilotHistory: op<{ query: typeof copilotHistoryQuerySchema; response: z.ZodNull }>()({
    method: 'DELETE',
    path: '/sub-api/v1/copilot/history',
    status: 204,
    access: 'session',
  }),
  rateCopilotAnswer: op<{
    params: typeof copilotIdParamsSchema;
    body: typeof copilotFeedbackSchema;
    response: z.ZodNull;
  }>()({
    method: 'PUT',
    path: '/sub-api/v1/copilot/feedback/:id',
    status: 204,
    access: 'session',
  }),
  getCopilotMetrics: op<{ query: typeof copilotMetricsQuerySchema; response: typeof copilotMetricsSchema }>()(
    {
      method: 'GET',
      path: '/sub-api/v1/copilot/metrics',
      status: 200,
      access: { orgPermission: 'analytics.read' },
    },
  ),
});
