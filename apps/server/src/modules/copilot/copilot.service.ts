import { randomUUID } from 'node:crypto';
import type {
  CopilotAnswerMode,
  CopilotChatRequest,
  CopilotConversationDetail,
  CopilotConversationKind,
  CopilotConversationList,
  CopilotFeedback,
  CopilotGenerateRequest,
  CopilotMessage,
  CopilotMetrics,
  CopilotStreamEvent,
} from '@portal/contracts';
import { copilotChatRequestSchema, copilotGenerateRequestSchema, copilotPrompts } from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import { renderMarkdownList } from '../../platform/markdown/renderMarkdownList.ts';
import type { CopilotAsker } from './asker.ts';
import type { CopilotRepository, MessageRow, Owner } from './copilot.repository.ts';
import { groundingMessages } from './groundingPrompt.ts';
import { routeIntent } from './intentRouter.ts';
import type { ModelProvider } from './modelProvider.ts';
import { offlineAnswer } from './offlineAnswer.ts';
import { type CopilotRetrieval, type Evidence, sourcesOf } from './retrieval.ts';

export type CopilotServiceDeps = {
  repo: CopilotRepository;
  retrieval: CopilotRetrieval;
  model: ModelProvider | null;
  audit: AuditLog;
  timeoutMs: number;
};

/** A chat checked and ready to answer: what the stream needs once it has started. */
export type PreparedChat = {
  asker: CopilotAsker;
  question: string;
  context: ReturnType<typeof copilotChatRequestSchema.parse>['context'];
  conversation: { id: string; kind: CopilotConversationKind; title: string; isNew: boolean };
  history: { role: 'user' | 'assistant'; content: string }[];
  messageId: string;
  askedAt: Date;
};

const notFound = () => new HttpError('not_found', 'Conversation not found. It may have been cleared.');
const AUDIT_TEXT_MAX = 4000;

const toMessage = (row: MessageRow, html: string | null): CopilotMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  html,
  sources: row.sources,
  mode: row.mode,
  feedback: row.feedbackRating ? { rating: row.feedbackRating, comment: row.feedbackComment } : null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The answers rendered as the docs are (GFM, sanitised, in a task thread): a tutorial passage quoted in
 * Markdown or a model's lists and links read as they should. Questions stay text.
 */
async function withHtml(rows: MessageRow[]): Promise<CopilotMessage[]> {
  const answers = rows.filter((row) => row.role === 'assistant');
  const html = await renderMarkdownList(answers.map((row) => row.content));
  const byId = new Map(answers.map((row, i) => [row.id, html[i] ?? null]));
  return rows.map((row) => toMessage(row, byId.get(row.id) ?? null));
}

/** Why a model's answer was replaced by retrieval, in words for the asker. */
function fallbackReason(error: unknown, timedOut: boolean): string {
  if (timedOut) return 'The model did not answer in time; this is what was found instead.';
  const status = (error as { status?: unknown })?.status;
  return typeof status === 'number'
    ? `The model answered with an error (${status}); this is what was found instead.`
    : 'The model could not be reached or sent an answer that could not be read; this is what was found instead.';
}

/** The copilot (docs/product/copilot.md): chat over retrieval, history, feedback. */
export function copilotService(deps: CopilotServiceDeps) {
  const { repo, retrieval, model, audit } = deps;

  /** The model's answer, or null (with the reason) when it failed, timed out or said nothing. */
  async function generate(
    prepared: PreparedChat,
    evidence: Evidence,
    emit: (event: CopilotStreamEvent) => void,
    signal: AbortSignal,
  ): Promise<{ text: string } | { failed: string; text: string }> {
    if (!model) return { failed: '', text: '' };
    const deadline = AbortSignal.timeout(deps.timeoutMs);
    const both = AbortSignal.any([signal, deadline]);
    let text = '';
    try {
      for await (const piece of model.stream(
        groundingMessages(prepared.question, evidence, prepared.history),
        both,
      )) {
        text += piece;
        emit({ event: 'chunk', data: { text: piece } });
      }
      if (text.trim() === '')
        return { failed: 'The model sent an empty answer; this is what was found instead.', text };
      return { text };
    } catch (error) {
      return { failed: fallbackReason(error, deadline.aborted), text };
    }
  }

  return {
    /** Checks the question and the conversation before anything is streamed (errors are plain JSON). */
    async prepare(asker: CopilotAsker, body: CopilotChatRequest): Promise<PreparedChat> {
      const { question, conversationId, context } = copilotChatRequestSchema.parse(body);
      let conversation: PreparedChat['conversation'];
      let history: PreparedChat['history'] = [];
      if (conversationId) {
        const row = await repo.conversation(asker, conversationId);
        if (row?.kind !== 'chat') throw notFound();
        conversation = { id: row.id, kind: 'chat', title: row.title, isNew: false };
        history = (await repo.messages(row.id)).map((m) => ({ role: m.role, content: m.content }));
      } else {
        conversation = { id: randomUUID(), kind: 'chat', title: question.slice(0, 80), isNew: true };
      }
      return {
        asker,
        question,
        context,
        conversation,
        history,
        messageId: randomUUID(),
        askedAt: new Date(),
      };
    },

    /**
     * A generation from the prompt library (docs/product/copilot.md COPILOT-4): the prompt's question about
     * what is on screen, answered like a chat and kept in a history of its own. A prompt that needs a build
     * or a log search refuses to run without one.
     */
    async prepareGenerate(asker: CopilotAsker, body: CopilotGenerateRequest): Promise<PreparedChat> {
      const { promptId, input, context } = copilotGenerateRequestSchema.parse(body);
      const prompt = copilotPrompts[promptId];
      if (prompt.needs === 'build' && !context.buildId && !context.appId)
        throw new HttpError('bad_request', 'This prompt needs a build or an app on screen.');
      if (prompt.needs === 'logs' && !context.logQuery && !context.appId)
        throw new HttpError('bad_request', 'This prompt needs a log search or an app on screen.');
      if (prompt.needs === 'input' && !input)
        throw new HttpError('bad_request', 'Input: required for this prompt.');
      const question = input ? `${prompt.question} ${input}` : prompt.question;
      return {
        asker,
        question,
        // The prompts' questions carry the router's words (build, failed, log, errors, API operation).
        context,
        conversation: { id: randomUUID(), kind: 'generate', title: question.slice(0, 80), isNew: true },
        history: [],
        messageId: randomUUID(),
        askedAt: new Date(),
      };
    },

    /**
     * Answers a prepared chat as stream events: start, the answer's chunks, done with its sources. With a
     * model, its text; when it fails, times out or says nothing, the retrieval answer follows with the
     * reason. The exchange is stored and audited once the answer is complete.
     */
    async answer(prepared: PreparedChat, emit: (event: CopilotStreamEvent) => void, signal: AbortSignal) {
      const { asker, question, context, conversation, messageId } = prepared;
      emit({ event: 'start', data: { conversationId: conversation.id, messageId } });
      const named = await retrieval.resolve(question, context, asker);
      const evidence = await retrieval.gather(question, named, routeIntent(question, named.context), asker);
      const sources = sourcesOf(evidence);
      const generated = await generate(prepared, evidence, emit, signal);
      let content = generated.text;
      let mode: CopilotAnswerMode = 'generated';
      let fallback: string | undefined;
      if (!model || 'failed' in generated) {
        mode = 'retrieval';
        fallback = 'failed' in generated && generated.failed ? generated.failed : undefined;
        const parts = offlineAnswer(evidence);
        if (fallback) parts.unshift(`${content ? '\n\n' : ''}${fallback}\n\n`);
        for (const part of parts) {
          content += part;
          emit({ event: 'chunk', data: { text: part } });
        }
      }
      const owner: Owner = { organizationId: asker.organizationId, userId: asker.userId };
      await repo.saveExchange({
        owner,
        conversation,
        question: { id: randomUUID(), content: question, at: prepared.askedAt },
        answer: {
          id: messageId,
          content,
          sources,
          mode,
          latencyMs: Date.now() - prepared.askedAt.getTime(),
          createdAt: new Date(),
        },
      });
      // The company's audit keeps every prompt and answer, even after the asker clears their history.
      await audit({
        ...owner,
        action: conversation.kind === 'generate' ? 'copilot.generate' : 'copilot.chat',
        target: conversation.id,
        message: `Copilot question: ${question.slice(0, 200)}`,
        after: {
          question: question.slice(0, AUDIT_TEXT_MAX),
          answer: content.slice(0, AUDIT_TEXT_MAX),
          mode,
          sources: sources.map((s) => s.url),
        },
      });
      emit({ event: 'done', data: { messageId, mode, sources, ...(fallback ? { fallback } : {}) } });
    },

    async history(owner: Owner, kind: CopilotConversationKind): Promise<CopilotConversationList> {
      const rows = await repo.conversations(owner, kind);
      return {
        total: rows.length,
        data: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          title: row.title,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
      };
    },

    async conversation(owner: Owner, id: string): Promise<CopilotConversationDetail> {
      const row = await repo.conversation(owner, id);
      if (!row) throw notFound();
      return {
        id: row.id,
        kind: row.kind,
        title: row.title,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        messages: await withHtml(await repo.messages(row.id)),
      };
    },

    async clear(owner: Owner, kind: CopilotConversationKind) {
      const removed = await repo.clear(owner, kind);
      await audit({
        ...owner,
        action: 'copilot.history.clear',
        message: `Copilot ${kind} history cleared (${removed} conversations)`,
      });
    },

    /**
     * The company's figures. Cleared conversations are gone from them: the audit trail, not these rows,
     * is the lasting record.
     */
    async metrics(organizationId: string, range: { start: string; end: string }): Promise<CopilotMetrics> {
      const row = await repo.metrics(organizationId, new Date(range.start), new Date(range.end));
      const share = (n: number) => (row.questions === 0 ? null : n / row.questions);
      const ms = (v: number | null) => (v === null ? null : Math.round(Number(v)));
      return {
        questions: row.questions,
        answeredWithSources: share(row.with_sources),
        generatedShare: share(row.generated),
        feedback: { up: row.up, down: row.down },
        latencyMs: { p50: ms(row.p50), p95: ms(row.p95) },
      };
    },

    async feedback(owner: Owner, messageId: string, feedback: CopilotFeedback) {
      if (!(await repo.setFeedback(owner, messageId, feedback.rating, feedback.comment || null)))
        throw new HttpError('not_found', 'Answer not found. It may have been cleared.');
    },
  };
}

export type CopilotService = ReturnType<typeof copilotService>;
