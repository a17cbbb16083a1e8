import { supportCategories, supportSeverities, supportStatuses } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './identity.ts';
import { oneOf } from './valueSets.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Case numbers people quote (CS-1001): one sequence for the whole portal, never reused. */
export const supportCaseNumbers = pgSequence('support_case_numbers', { startWith: 1001 });

/** Support cases: a company's question to the provider, and its conversation. */
export const supportCases = pgTable(
  'support_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`nextval('support_case_numbers')`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    category: text('category', { enum: supportCategories }).notNull(),
    severity: text('severity', { enum: supportSeverities }).notNull(),
    status: text('status', { enum: supportStatuses }).notNull().default('open'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('support_cases_category_check', oneOf(t.category, supportCategories)),
    check('support_cases_severity_check', oneOf(t.severity, supportSeverities)),
    check('support_cases_status_check', oneOf(t.status, supportStatuses)),
    index('support_cases_org_updated_idx').on(t.organizationId, t.updatedAt),
    index('support_cases_status_updated_idx').on(t.status, t.updatedAt),
  ],
);

/** The conversation: the description is the first message; replies from the company or support follow. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => supportCases.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromSupport: boolean('from_support').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('support_messages_case_idx').on(t.caseId, t.createdAt)],
);

/** Files sent with a message, kept in file storage under `storageKey`. */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('support_attachments_message_idx').on(t.messageId)],
);
