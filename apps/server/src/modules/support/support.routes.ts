import multipart from '@fastify/multipart';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENTS_MAX,
  SUPPORT_TEXT_MAX,
  supportAttachmentParamsSchema,
  supportCaseListQuerySchema,
  supportCaseListSchema,
  supportCaseParamsSchema,
  supportCaseSchema,
  supportStatusBodySchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireGlobalPermission, requirePermission, requireSession } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { receiveAttachments } from './receiveAttachments.ts';
import type { CaseActor, SupportService } from './support.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const P = '/sub-api/v1/support/cases';

/**
 * Support cases (issue 15 item 5). A company's developer support contacts (support.manage) open and
 * follow its cases; the provider's support (admin.support) sees and answers every company's. A case of
 * a company the caller does not support is not found, never forbidden: its existence is not theirs to know.
 */
export async function supportRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: SupportService; storage: FileStorage },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, storage } = opts;
  const db = opts.database.db;
  const tags = ['support'];
  await fastify.register(multipart, {
    // Backstops; the real limits are checked while each file streams (receiveAttachments).
    limits: {
      fileSize: SUPPORT_ATTACHMENT_MAX_BYTES + 1,
      files: SUPPORT_ATTACHMENTS_MAX + 1,
      fields: 10,
      fieldSize: SUPPORT_TEXT_MAX * 4,
    },
  });

  const access = async (
    request: FastifyRequest,
    caseId: string,
  ): Promise<{ actor: CaseActor; caseId: string }> => {
    const session = requireSession(request);
    const row = await service.find(caseId);
    if (session.globalPermissions.includes('admin.support'))
      return { actor: { userId: session.userId, asSupport: true }, caseId: row.id };
    try {
      await requirePermission(db, request, 'support.manage', row.organizationId);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 403)
        throw new HttpError('not_found', 'Support case not found.');
      throw error;
    }
    return { actor: { userId: session.userId, asSupport: false }, caseId: row.id };
  };

  app.get(
    P,
    {
      schema: {
        tags,
        summary: "The company's cases, most recently changed first (support.manage)",
        querystring: supportCaseListQuerySchema,
        response: { 200: supportCaseListSchema, ...errors },
      },
    },
    async (request) => {
      const org = await requirePermission(db, request, 'support.manage');
      return service.list(org.organizationId, request.query);
    },
  );
  app.get(
    '/sub-api/v1/admin/support-cases',
    {
      schema: {
        tags,
        summary: "Every company's cases, most recently changed first (admin.support)",
        querystring: supportCaseListQuerySchema,
        response: { 200: supportCaseListSchema, ...errors },
      },
    },
    async (request) => {
      requireGlobalPermission(request, 'admin.support');
      return service.list(null, request.query);
    },
  );
  app.post(
    P,
    {
      schema: {
        tags,
        summary:
          'Open a case: multipart fields subject, category, severity, description and up to 5 attachments (support.manage)',
        response: { 201: supportCaseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const org = await requirePermission(db, request, 'support.manage');
      const { fields, files } = await receiveAttachments(request, storage);
      const opened = await service.open(org.organizationId, requireSession(request).userId, fields, files);
      return reply.code(201).send(opened);
    },
  );
  app.get(
    `${P}/:id`,
    {
      schema: {
        tags,
        summary: 'A case with its conversation and attachments',
        params: supportCaseParamsSchema,
        response: { 200: supportCaseSchema, ...errors },
      },
    },
    async (request) => {
      const { caseId } = await access(request, request.params.id);
      return service.get(caseId);
    },
  );
  app.post(
    `${P}/:id/messages`,
    {
      schema: {
        tags,
        summary: 'Reply on a case: multipart field body and up to 5 attachments',
        params: supportCaseParamsSchema,
        response: { 200: supportCaseSchema, ...errors },
      },
    },
    async (request) => {
      const { actor, caseId } = await access(request, request.params.id);
      const { fields, files } = await receiveAttachments(request, storage);
      // Read again after the upload: the case may have been closed while the files arrived.
      return service.reply(await service.find(caseId), actor, fields, files);
    },
  );
  app.put(
    `${P}/:id/status`,
    {
      schema: {
        tags,
        summary: 'Close a case, or reopen a closed one',
        params: supportCaseParamsSchema,
        body: supportStatusBodySchema,
        response: { 200: supportCaseSchema, ...errors },
      },
    },
    async (request) => {
      const { actor, caseId } = await access(request, request.params.id);
      return service.setStatus(await service.find(caseId), actor, request.body.status);
    },
  );
  app.get(
    `${P}/:id/attachments/:attachmentId`,
    {
      schema: {
        tags,
        summary: 'An attachment of the case, as a download',
        params: supportAttachmentParamsSchema,
        response: { ...errors },
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as FastifyReply;
      const { caseId } = await access(request, request.params.id);
      const file = await service.attachment(caseId, request.params.attachmentId);
      // Always a download, never rendered by the browser: the portal does not vouch for its content.
      return reply
        .type(file.mediaType)
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('repr-digest', `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`)
        .send(file.content);
    },
  );
}
