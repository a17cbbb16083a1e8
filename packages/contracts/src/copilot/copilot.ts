import { z } from 'zod';

/**
 * The copilot (docs/product/copilot.md): a question answered from what the asker may see, with its sources.
 * The chat answer streams as server-sent events (`copilotStreamEventSchema`); history and feedback are JSON.
 */

/** A question longer than this is refused (docs/product/copilot.md COPILOT-3). */
export const COPILOT_QUESTION_MAX = 2000;
export const COPILOT_FEEDBACK_COMMENT_MAX = 1000;

/** What the page on screen is about, read from its route; each id is checked again on the server. */
export const copilotContextSchema = z.object({
  appId: z.string().trim().min(1).max(128).optional(),
  buildId: z.uuid('Build: an id.').optional(),
  /** The log search text on screen (the logs page's message filter), if any. */
  logQuery: z.string().trim().max(500).optional(),
});
export type CopilotContext = z.infer<typeof copilotContextSchema>;

export const copilotChatRequestSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, 'Question: required.')
    .max(COPILOT_QUESTION_MAX, `Question: at most ${COPILOT_QUESTION_MAX} characters.`),
  /** Continue this conversation; a new one is started without it. */
  conversationId: z.uuid('Conversation: an id.').optional(),
  context: copilotContextSchema.default({}),
});
export type CopilotChatRequest = z.input<typeof copilotChatRequestSchema>;

/** A conversation is a chat, or a generation from the prompt library (docs/product/copilot.md COPILOT-4). */
export const copilotConversationKinds = ['chat', 'generate'] as const;
export type CopilotConversationKind = (typeof copilotConversationKinds)[number];

/**
 * The prompt library: ready prompts, each with what it needs on screen and the question it asks. `input`
 * is what the user adds (an operation's name, a step's purpose).
 */
export const copilotPrompts = {
  explainBuildFailure: { needs: 'build', question: 'Explain why this build failed and how to fix it.' },
  writeRequest: { needs: 'input', question: 'Write a request for the API operation' },
  summariseLogs: { needs: 'logs', question: 'Summarise these log errors and what they point to.' },
  draftOrchestrationStep: { needs: 'input', question: 'Draft an orchestration step that' },
} as const satisfies Record<string, { needs: 'build' | 'logs' | 'input'; question: string }>;
export type CopilotPromptId = keyof typeof copilotPrompts;
export const copilotPromptIds = Object.keys(copilotPrompts) as [CopilotPromptId, ...CopilotPromptId[]];

export const copilotGenerateRequestSchema = z.object({
  promptId: z.enum(copilotPromptIds, `Prompt: one of ${copilotPromptIds.join(', ')}.`),
  input: z.string().trim().max(500, 'Input: at most 500 characters.').optional(),
  context: copilotContextSchema.default({}),
});
export type CopilotGenerateRequest = z.input<typeof copilotGenerateRequestSchema>;

export const copilotHistoryQuerySchema = z.object({
  kind: z.enum(copilotConversationKinds, 'Kind: chat or generate.').default('chat'),
});

export const copilotSourceKinds = [
  'doc',
  'tutorial',
  'catalog',
  'api',
  'app',
  'build',
  'tenant',
  'logs',
] as const;
export type CopilotSourceKind = (typeof copilotSourceKinds)[number];

/** Where a part of the answer comes from: always a portal path the asker may open. */
export const copilotSourceSchema = z.object({
  kind: z.enum(copilotSourceKinds),
  title: z.string(),
  url: z.string(),
});
export type CopilotSource = z.infer<typeof copilotSourceSchema>;

/**
 * How the answer was made: `retrieval` is found text only (COPILOT_PROVIDER=none, or the model failed),
 * `generated` is a model's text grounded on the same sources.
 */
export const copilotAnswerModes = ['retrieval', 'generated'] as const;
export type CopilotAnswerMode = (typeof copilotAnswerModes)[number];

export const copilotRatings = ['up', 'down'] as const;
export const copilotFeedbackSchema = z.object({
  rating: z.enum(copilotRatings, 'Rating: up or down.'),
  comment: z
    .string()
    .trim()
    .max(COPILOT_FEEDBACK_COMMENT_MAX, `Comment: at most ${COPILOT_FEEDBACK_COMMENT_MAX} characters.`)
    .optional(),
});
export type CopilotFeedback = z.infer<typeof copilotFeedbackSchema>;

export const copilotMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  /** As written: the Markdown of an answer, the text of a question. */
  content: z.string(),
  /** An answer rendered to sanitised HTML as the docs are; null for a question. */
  html: z.string().nullable(),
  sources: z.array(copilotSourceSchema),
  mode: z.enum(copilotAnswerModes).nullable(),
  feedback: z.object({ rating: z.enum(copilotRatings), comment: z.string().nullable() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type CopilotMessage = z.infer<typeof copilotMessageSchema>;

export const copilotConversationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(copilotConversationKinds),
  title: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CopilotConversation = z.infer<typeof copilotConversationSchema>;

export const copilotConversationListSchema = z.object({
  total: z.number().int().nonnegative(),
  data: z.array(copilotConversationSchema),
});
export type CopilotConversationList = z.infer<typeof copilotConversationListSchema>;

export const copilotConversationDetailSchema = copilotConversationSchema.extend({
  messages: z.array(copilotMessageSchema),
});
export type CopilotConversationDetail = z.infer<typeof copilotConversationDetailSchema>;

export const copilotIdParamsSchema = z.object({ id: z.uuid('Id: an id.') });

/**
 * The events of the chat stream, in order: `start` (the ids), `chunk`s of the answer's text, then `done`
 * with the sources, or `error` (the answer stopped; what was sent so far stays).
 */
/** A chat's or a generation's answer: server-sent events the client reads as they arrive. */
export const copilotStreamSchema = z
  .string()
  .describe('text/event-stream of start, chunk, done and error events');
export const copilotStreamEventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('start'),
    data: z.object({ conversationId: z.uuid(), messageId: z.uuid() }),
  }),
  z.object({ event: z.literal('chunk'), data: z.object({ text: z.string() }) }),
  z.object({
    event: z.literal('done'),
    data: z.object({
      messageId: z.uuid(),
      mode: z.enum(copilotAnswerModes),
      sources: z.array(copilotSourceSchema),
      /** Set when the model failed or timed out and the answer fell back to retrieval. */
      fallback: z.string().optional(),
    }),
  }),
  z.object({ event: z.literal('error'), data: z.object({ error: z.string(), message: z.string() }) }),
]);
export type CopilotStreamEvent = z.infer<typeof copilotStreamEventSchema>;

/** The copilot's figures for a company over a range (docs/product/copilot.md COPILOT-7). */
export const copilotMetricsQuerySchema = z
  .object({
    start: z.iso.datetime({ offset: true, message: 'Start: an ISO 8601 date and time.' }),
    end: z.iso.datetime({ offset: true, message: 'End: an ISO 8601 date and time.' }),
  })
  .refine((q) => new Date(q.start) < new Date(q.end), { message: 'End: after the start.', path: ['end'] });

export const copilotMetricsSchema = z.object({
  /** Answers given (chat and generate). */
  questions: z.number().int().nonnegative(),
  /** Share of the answers that cited at least one source, 0 to 1; null without answers. */
  answeredWithSources: z.number().min(0).max(1).nullable(),
  feedback: z.object({ up: z.number().int().nonnegative(), down: z.number().int().nonnegative() }),
  /** Share of the answers a model generated (the rest are retrieval, by choice or fallback). */
  generatedShare: z.number().min(0).max(1).nullable(),
  /** From the question to the stored answer, in milliseconds. */
  latencyMs: z.object({ p50: z.number().nullable(), p95: z.number().nullable() }),
});
export type CopilotMetrics = z.infer<typeof copilotMetricsSchema>;
