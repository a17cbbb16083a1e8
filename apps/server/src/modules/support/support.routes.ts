import multipart from '@fastify/multipart';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENTS_MAX,
  SUPPORT_TEXT_MAX,
  supportSpecs,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission, requireSession } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { receiveAttachments } from './receiveAttachments.ts';
import type { CaseActor, SupportService } from './support.service.ts';

/**
 * Support cases. A company's developer support contacts (support.manage) open and
 * follow its cases; the provider's support (admin.support) sees and answers every company's. A case of
 * a company the caller does not support is not found, never forbidden: its existence is not theirs to know.
 */
export async function supportRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: SupportService; storage: FileStorage },
) {
  const db = opts.database.db;
  const route = endpointRoutes(fastify, { db });
  const { service, storage } = opts;
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

  route(supportSpecs.listSupportCases, async (request, _reply, { org }) =>
    service.list(org.organizationId, request.query),
  );
  route(supportSpecs.listAllSupportCases, async (request) => service.list(null, request.query));
  route(supportSpecs.openSupportCase, async (request, reply, { session, org }) => {
    const { fields, files } = await receiveAttachments(request, storage);
    const opened = await service.open(org.organizationId, session.userId, fields, files);
    return reply.code(201).send(opened);
  });
  route(supportSpecs.getSupportCase, async (request) => {
    const { caseId } = await access(request, request.params.id);
    return service.get(caseId);
  });
  route(supportSpecs.replyToSupportCase, async (request) => {
    const { actor, caseId } = await access(request, request.params.id);
    const { fields, files } = await receiveAttachments(request, storage);
    // Read again after the upload: the case may have been closed while the files arrived.
    return service.reply(await service.find(caseId), actor, fields, files);
  });
  route(supportSpecs.setSupportCaseStatus, async (request) => {
    const { actor, caseId } = await access(request, request.params.id);
    return service.setStatus(await service.find(caseId), actor, request.body.status);
  });
  route(supportSpecs.getSupportAttachment, async (request, reply) => {
    const { caseId } = await access(request, request.params.id);
    const file = await service.attachment(caseId, request.params.attachmentId);
    // Always a download, never rendered by the browser: the portal does not vouch for its content.
    return reply
      .type(file.mediaType)
      .header('content-length', file.size)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('repr-digest', `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`)
      .send(file.content);
  });
}
