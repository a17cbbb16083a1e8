import type { Readable } from 'node:stream';
import {
  type SupportCase,
  type SupportCaseFields,
  type SupportCaseList,
  type SupportCaseSummary,
  type SupportStatus,
  supportCaseFieldsSchema,
  supportReplyFieldsSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { StoredAttachment } from './receiveAttachments.ts';
import { type CaseRow, supportRepository } from './support.repository.ts';

/** Who acts on a case: its company's support contact, or the provider's support (admin.support). */
export type CaseActor = { userId: string; asSupport: boolean };

const notFound = () => new HttpError('not_found', 'Support case not found.');

const summaryOf = (row: CaseRow): SupportCaseSummary => ({
  id: row.id,
  number: `CS-${row.number}`,
  subject: row.subject,
  category: row.category,
  severity: row.severity,
  status: row.status,
  organizationId: row.organizationId,
  organizationName: row.organizationName,
  openedBy: row.openedBy ?? '',
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The first message's form fields, refused with every fault named (the files are already stored). */
function parsed<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  fields: Record<string, string>,
): T {
  const result = schema.safeParse(fields);
  if (!result.success)
    throw new HttpError('bad_request', result.error.issues.map((issue) => issue.message).join(' '));
  return result.data;
}

export function supportService(deps: { db: Db; storage: FileStorage; audit: AuditLog }) {
  const repo = supportRepository(deps.db);
  const { storage, audit } = deps;
  /** A refusal after the files were stored removes them. */
  const orDiscard = async <T>(files: StoredAttachment[], work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      await Promise.all(files.map((file) => storage.delete(file.storageKey)));
      throw error;
    }
  };

  const service = {
    async find(caseId: string): Promise<CaseRow> {
      const row = await repo.findCase(caseId);
      if (!row) throw notFound();
      return row;
    },

    async open(
      organizationId: string,
      userId: string,
      fields: Record<string, string>,
      files: StoredAttachment[],
    ) {
      const id = await orDiscard(files, async () => {
        const valid: SupportCaseFields = parsed(supportCaseFieldsSchema, fields);
        return repo.createCase(organizationId, userId, valid, files);
      });
      const opened = await service.get(id);
      await audit({
        organizationId,
        userId,
        action: 'support.case.open',
        target: opened.number,
        message: `Opened support case ${opened.number}: ${opened.subject}`,
        after: { severity: opened.severity, category: opened.category, attachments: files.length },
      });
      return opened;
    },

    async list(
      organizationId: string | null,
      query: { status: SupportStatus | 'all'; start: number; length: number },
    ): Promise<SupportCaseList> {
      const { rows, total } = await repo.list({ organizationId, ...query });
      return { data: rows.map(summaryOf), total };
    },

    async get(caseId: string): Promise<SupportCase> {
      const row = await service.find(caseId);
      const { messages, files } = await repo.messages(caseId);
      return {
        ...summaryOf(row),
        messages: messages.map((message) => ({
          id: message.id,
          author: message.author ?? '',
          fromSupport: message.fromSupport,
          body: message.body,
          createdAt: message.createdAt.toISOString(),
          attachments: files
            .filter((file) => file.messageId === message.id)
            .map((file) => ({
              id: file.id,
              fileName: file.fileName,
              mediaType: file.mediaType,
              size: file.size,
              url: `/sub-api/v1/support/cases/${caseId}/attachments/${file.id}`,
            })),
        })),
      };
    },

    async reply(row: CaseRow, actor: CaseActor, fields: Record<string, string>, files: StoredAttachment[]) {
      await orDiscard(files, async () => {
        if (row.status === 'closed')
          throw new HttpError('conflict', 'This case is closed. Reopen it to reply.');
        const { body } = parsed(supportReplyFieldsSchema, fields);
        await repo.reply(row.id, actor.userId, actor.asSupport, body, files);
      });
      if (!actor.asSupport)
        await audit({
          organizationId: row.organizationId,
          userId: actor.userId,
          action: 'support.case.reply',
          target: `CS-${row.number}`,
          message: `Replied on support case CS-${row.number}`,
        });
      return service.get(row.id);
    },

    async setStatus(row: CaseRow, actor: CaseActor, status: 'open' | 'closed') {
      if (row.status === status || (status === 'open' && row.status !== 'closed'))
        throw new HttpError(
          'conflict',
          status === 'closed' ? 'This case is already closed.' : 'This case is not closed.',
        );
      await repo.setStatus(row.id, status);
      if (!actor.asSupport)
        await audit({
          organizationId: row.organizationId,
          userId: actor.userId,
          action: status === 'closed' ? 'support.case.close' : 'support.case.reopen',
          target: `CS-${row.number}`,
          message: `${status === 'closed' ? 'Closed' : 'Reopened'} support case CS-${row.number}`,
          before: { status: row.status },
          after: { status },
        });
      return service.get(row.id);
    },

    async attachment(
      caseId: string,
      attachmentId: string,
    ): Promise<{ fileName: string; mediaType: string; size: number; sha256: string; content: Readable }> {
      const found = await repo.attachment(caseId, attachmentId);
      const content = found && (await storage.get(found.storageKey));
      if (!found || !content) throw new HttpError('not_found', 'Attachment not found.');
      return { ...found, content };
    },
  };
  return service;
}

export type SupportService = ReturnType<typeof supportService>;
