import {
  type CopilotSource,
  copilotAnswerModes,
  copilotConversationKinds,
  copilotRatings,
} from '@portal/contracts';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './identity.ts';
import { oneOf } from './valueSets.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const roles = ['user', 'assistant'] as const;

/** A copilot conversation: one user's, in one company (history per user). */
export const copilotConversations = pgTable(
  'copilot_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A chat, or a generation from the prompt library: each has its own history. */
    kind: text('kind', { enum: copilotConversationKinds }).notNull().default('chat'),
    title: text('title').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('copilot_conversations_owner_idx').on(t.userId, t.organizationId, t.kind, t.updatedAt),
    check('copilot_conversations_kind_check', oneOf(t.kind, copilotConversationKinds)),
  ],
);

/**
 * The questions and answers of a conversation, with the answer's sources, how it was made, its latency
 * (for the metrics of item 7) and the asker's feedback.
 */
export const copilotMessages = pgTable(
  'copilot_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id').notNull(),
    role: text('role', { enum: roles }).notNull(),
    content: text('content').notNull(),
    sources: jsonb('sources').$type<CopilotSource[]>().notNull().default([]),
    mode: text('mode', { enum: copilotAnswerModes }),
    latencyMs: integer('latency_ms'),
    feedbackRating: text('feedback_rating', { enum: copilotRatings }),
    feedbackComment: text('feedback_comment'),
    feedbackAt: at('feedback_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.conversationId], foreignColumns: [copilotConversations.id] }).onDelete(
      'cascade',
    ),
    index('copilot_messages_conversation_idx').on(t.conversationId, t.createdAt),
    check('copilot_messages_role_check', oneOf(t.role, roles)),
    check('copilot_messages_mode_check', oneOf(t.mode, copilotAnswerModes)),
    check('copilot_messages_rating_check', oneOf(t.feedbackRating, copilotRatings)),
  ],
);
