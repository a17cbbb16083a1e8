import { z } from 'zod';
import {
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
import { copilotEndpoints } from './copilot.ts';
import { endpointSpecs } from './endpoint.ts';

const errors = [400, 401, 403, 404];
/** Questions are rate-limited per user. */
const streamed = [...errors, 429];

export const copilotSpecs = /* @__PURE__ */ endpointSpecs(copilotEndpoints, ['copilot'], {
  copilotChat: {
    summary:
      'Ask a question; the answer streams as server-sent events: start, chunk…, then done with its sources (or error)',
    errors: streamed,
    schemas: { body: copilotChatRequestSchema, response: copilotStreamSchema },
  },
  copilotGenerate: {
    summary:
      'Run a prompt of the library (explainBuildFailure, writeRequest, summariseLogs, draftOrchestrationStep) on the page context; streamed as chat',
    errors: streamed,
    schemas: { body: copilotGenerateRequestSchema, response: copilotStreamSchema },
  },
  listCopilotHistory: {
    summary:
      'The signed-in user’s chats (or generations: ?kind=generate) in this company, newest first (at most 100)',
    errors,
    schemas: { query: copilotHistoryQuerySchema, response: copilotConversationListSchema },
  },
  getCopilotConversation: {
    summary: 'One conversation with its questions and answers, to reopen it',
    errors,
    schemas: { params: copilotIdParamsSchema, response: copilotConversationDetailSchema },
  },
  clearCopilotHistory: {
    summary:
      'Clear the signed-in user’s chats (or generations: ?kind=generate) in this company (the audit trail keeps them)',
    errors,
    schemas: { query: copilotHistoryQuerySchema, response: z.null() },
  },
  rateCopilotAnswer: {
    summary: 'Rate an answer up or down, with a comment; rating again replaces it',
    errors,
    schemas: { params: copilotIdParamsSchema, body: copilotFeedbackSchema, response: z.null() },
  },
  getCopilotMetrics: {
    summary:
      'The company’s copilot figures over a range: answers, share with sources, share generated, feedback, latency (analytics.read)',
    errors,
    schemas: { query: copilotMetricsQuerySchema, response: copilotMetricsSchema },
  },
});
