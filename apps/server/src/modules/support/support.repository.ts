import type { SupportCaseFields, SupportStatus } from '@portal/contracts';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  organizations,
  supportAttachments,
  supportCases,
  supportMessages,
  users,
} from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { StoredAttachment } from './receiveAttachments.ts';

export type CaseRow = {
  id: string;
  number: number;
  subject: string;
  category: SupportCaseFields['category'];
  severity: SupportCaseFields['severity'];
  status: SupportStatus;
  organizationId: string;
  organizationName: string;
  openedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const fullName = (first: unknown, last: unknown) =>
  sql<string | null>`nullif(trim(${first} || ' ' || ${last}), '')`;

const caseColumns = {
  id: supportCases.id,
  number: supportCases.number,
  subject: supportCases.subject,
  category: supportCases.category,
  severity: supportCases.severity,
  status: supportCases.status,
  organizationId: supportCases.organizationId,
  organizationName: organizations.name,
  openedBy: fullName(users.firstName, users.lastName),
  createdAt: supportCases.createdAt,
  updatedAt: supportCases.updatedAt,
};

export function supportRepository(db: Db) {
  const selectCases = () =>
    db
      .select(caseColumns)
      .from(supportCases)
      .innerJoin(organizations, eq(organizations.id, supportCases.organizationId))
      .leftJoin(users, eq(users.id, supportCases.openedBy));

  const insertMessage = async (
    tx: Db,
    caseId: string,
    authorId: string,
    fromSupport: boolean,
    body: string,
    files: StoredAttachment[],
  ) => {
    const [message] = await tx
      .insert(supportMessages)
      .values({ caseId, authorId, fromSupport, body })
      .returning({ id: supportMessages.id });
    if (files.length > 0)
      await tx.insert(supportAttachments).values(files.map((file) => ({ ...file, messageId: message!.id })));
  };

  return {
    /** The case, its first message and its files, in one transaction. */
    async createCase(
      organizationId: string,
      userId: string,
      fields: SupportCaseFields,
      files: StoredAttachment[],
    ) {
      return withTransaction(db, async (tx) => {
        const [created] = await tx
          .insert(supportCases)
          .values({
            organizationId,
            openedBy: userId,
            subject: fields.subject,
            category: fields.category,
            severity: fields.severity,
          })
          .returning({ id: supportCases.id });
        await insertMessage(tx, created!.id, userId, false, fields.description, files);
        return created!.id;
      });
    },

    /** A reply; the case's status follows who wrote it (support: answered; the company: open). */
    async reply(
      caseId: string,
      userId: string,
      fromSupport: boolean,
      body: string,
      files: StoredAttachment[],
    ) {
      await withTransaction(db, async (tx) => {
        await insertMessage(tx, caseId, userId, fromSupport, body, files);
        await tx
          .update(supportCases)
          .set({ status: fromSupport ? 'answered' : 'open', updatedAt: sql`now()` })
          .where(eq(supportCases.id, caseId));
      });
    },

    async setStatus(caseId: string, status: SupportStatus) {
      await db.update(supportCases).set({ status, updatedAt: sql`now()` }).where(eq(supportCases.id, caseId));
    },

    async findCase(caseId: string): Promise<CaseRow | undefined> {
      const [row] = await selectCases().where(eq(supportCases.id, caseId));
      return row as CaseRow | undefined;
    },

    /** A page of cases, most recently changed first: one company's, or every company's for support. */
    async list(criteria: {
      organizationId: string | null;
      status: SupportStatus | 'all';
      start: number;
      length: number;
    }) {
      const where: SQL[] = [];
      if (criteria.organizationId) where.push(eq(supportCases.organizationId, criteria.organizationId));
      if (criteria.status !== 'all') where.push(eq(supportCases.status, criteria.status));
      const condition = where.length ? and(...where) : undefined;
      const [rows, [count]] = await Promise.all([
        selectCases()
          .where(condition)
          .orderBy(desc(supportCases.updatedAt), desc(supportCases.number))
          .offset(criteria.start)
          .limit(criteria.length),
        db.select({ n: sql<number>`count(*)::int` }).from(supportCases).where(condition),
      ]);
      return { rows: rows as CaseRow[], total: count?.n ?? 0 };
    },

    async messages(caseId: string) {
      const messages = await db
        .select({
          id: supportMessages.id,
          author: fullName(users.firstName, users.lastName),
          fromSupport: supportMessages.fromSupport,
          body: supportMessages.body,
          createdAt: supportMessages.createdAt,
        })
        .from(supportMessages)
        .leftJoin(users, eq(users.id, supportMessages.authorId))
        .where(eq(supportMessages.caseId, caseId))
        .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
      const files =
        messages.length === 0
          ? []
          : await db
              .select()
              .from(supportAttachments)
              .where(
                inArray(
                  supportAttachments.messageId,
                  messages.map((message) => message.id),
                ),
              )
              .orderBy(asc(supportAttachments.createdAt), asc(supportAttachments.fileName));
      return { messages, files };
    },

    async attachment(caseId: string, attachmentId: string) {
      const [row] = await db
        .select({
          fileName: supportAttachments.fileName,
          mediaType: supportAttachments.mediaType,
          size: supportAttachments.size,
          sha256: supportAttachments.sha256,
          storageKey: supportAttachments.storageKey,
        })
        .from(supportAttachments)
        .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
        .where(and(eq(supportAttachments.id, attachmentId), eq(supportMessages.caseId, caseId)));
      return row;
    },
  };
}
