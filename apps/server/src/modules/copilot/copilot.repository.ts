import type { CopilotAnswerMode, CopilotConversationKind, CopilotSource } from '@portal/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { copilotConversations, copilotMessages } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

export type ConversationRow = typeof copilotConversations.$inferSelect;
export type MessageRow = typeof copilotMessages.$inferSelect;
export type Owner = { organizationId: string; userId: string };

const HISTORY_MAX = 100;

export function copilotRepository(db: Db) {
  const ownedBy = (owner: Owner) =>
    and(
      eq(copilotConversations.organizationId, owner.organizationId),
      eq(copilotConversations.userId, owner.userId),
    );

  return {
    async conversation(owner: Owner, id: string): Promise<ConversationRow | null> {
      const [row] = await db
        .select()
        .from(copilotConversations)
        .where(and(eq(copilotConversations.id, id), ownedBy(owner)));
      return row ?? null;
    },
    async conversations(owner: Owner, kind: CopilotConversationKind) {
      return db
        .select()
        .from(copilotConversations)
        .where(and(ownedBy(owner), eq(copilotConversations.kind, kind)))
        .orderBy(desc(copilotConversations.updatedAt), desc(copilotConversations.id))
        .limit(HISTORY_MAX);
    },
    messages: (conversationId: string) =>
      db
        .select()
        .from(copilotMessages)
        .where(eq(copilotMessages.conversationId, conversationId))
        .orderBy(asc(copilotMessages.createdAt), desc(copilotMessages.role)),

    /** A question and its answer, and their conversation when it is new, in one transaction. */
    async saveExchange(exchange: {
      owner: Owner;
      conversation: { id: string; kind: CopilotConversationKind; title: string; isNew: boolean };
      question: { id: string; content: string; at: Date };
      answer: {
        id: string;
        content: string;
        sources: CopilotSource[];
        mode: CopilotAnswerMode;
        latencyMs: number;
        createdAt: Date;
      };
    }) {
      const { owner, conversation, question, answer } = exchange;
      await withTransaction(db, async (tx) => {
        if (conversation.isNew) {
          await tx
            .insert(copilotConversations)
            .values({ id: conversation.id, kind: conversation.kind, title: conversation.title, ...owner });
        } else {
          await tx
            .update(copilotConversations)
            .set({ updatedAt: sql`now()` })
            .where(eq(copilotConversations.id, conversation.id));
        }
        await tx.insert(copilotMessages).values([
          {
            id: question.id,
            conversationId: conversation.id,
            role: 'user',
            content: question.content,
            createdAt: question.at,
          },
          { ...answer, conversationId: conversation.id, role: 'assistant' },
        ]);
      });
    },

    /** Removes the owner's conversations of a kind (their messages go by cascade); the count removed. */
    async clear(owner: Owner, kind: CopilotConversationKind) {
      const removed = await db
        .delete(copilotConversations)
        .where(and(ownedBy(owner), eq(copilotConversations.kind, kind)))
        .returning({ id: copilotConversations.id });
      return removed.length;
    },

    /** The company's answers over a range, aggregated once (the metrics of item 7). */
    async metrics(organizationId: string, start: Date, end: Date) {
      const [row] = await rowsOf<{
        questions: number;
        with_sources: number;
        generated: number;
        up: number;
        down: number;
        p50: number | null;
        p95: number | null;
      }>(
        db,
        sql`select count(*)::int as questions,
                   count(*) filter (where jsonb_array_length(m.sources) > 0)::int as with_sources,
                   count(*) filter (where m.mode = 'generated')::int as generated,
                   count(*) filter (where m.feedback_rating = 'up')::int as up,
                   count(*) filter (where m.feedback_rating = 'down')::int as down,
                   percentile_cont(0.5) within group (order by m.latency_ms) as p50,
                   percentile_cont(0.95) within group (order by m.latency_ms) as p95
            from ${copilotMessages} m join ${copilotConversations} c on c.id = m.conversation_id
            where c.organization_id = ${organizationId} and m.role = 'assistant'
              and m.created_at >= ${start.toISOString()} and m.created_at < ${end.toISOString()}`,
      );
      return row!;
    },

    /** Feedback on one of the owner's answers; false when it is not one (another's, or a question). */
    async setFeedback(owner: Owner, messageId: string, rating: 'up' | 'down', comment: string | null) {
      const updated = await db
        .update(copilotMessages)
        .set({ feedbackRating: rating, feedbackComment: comment, feedbackAt: sql`now()` })
        .where(
          and(
            eq(copilotMessages.id, messageId),
            eq(copilotMessages.role, 'assistant'),
            sql`${copilotMessages.conversationId} in (select ${copilotConversations.id} from ${copilotConversations} where ${ownedBy(owner)})`,
          ),
        )
        .returning({ id: copilotMessages.id });
      return updated.length > 0;
    },
  };
}

export type CopilotRepository = ReturnType<typeof copilotRepository>;
