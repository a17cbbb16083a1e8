import type { CopilotAnswerMode, CopilotConversationKind, CopilotSource } from '@portal/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { copilotConversations, copilotMessages } from '../../db/schema/index.ts';

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
      await db.transaction(async (tx) => {
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
