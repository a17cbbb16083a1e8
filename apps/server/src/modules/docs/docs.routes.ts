import { docsSpecs } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireGlobalPermission } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { DocsService } from './docs.service.ts';

const isEditor = (request: FastifyRequest) =>
  request.session?.globalPermissions.includes('admin.docs') ?? false;

/**
 * The documentation (docs/product/content.md CONTENT-2): public to read, written by staff with admin.docs.
 */
export async function docsRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: DocsService },
): Promise<void> {
  const route = endpointRoutes(fastify);
  const { service } = opts;

  route(docsSpecs.listDocs, async (request) => {
    const all = request.query.all === 'true';
    if (all) requireGlobalPermission(request, 'admin.docs');
    return service.list(all);
  });
  route(docsSpecs.getDoc, async (request) =>
    service.page(request.params.slug, {
      userId: request.session?.userId ?? null,
      includeUnpublished: isEditor(request),
    }),
  );
  route(docsSpecs.sendDocFeedback, async (request, reply, { session }) => {
    await service.feedback(request.params.slug, session.userId, request.body.helpful, request.body.comment);
    return reply.code(204).send(null);
  });

  route(docsSpecs.getDocSource, async (request) => service.source(request.params.slug));
  route(docsSpecs.previewDoc, async (request) => service.preview(request.body.source));
  route(docsSpecs.createDoc, async (request, reply, { session }) => {
    const { slug, ...body } = request.body;
    return reply.code(201).send(await service.create(slug, body, session.userId));
  });
  route(docsSpecs.saveDoc, async (request, _reply, { session }) =>
    service.save(request.params.slug, request.body, session.userId),
  );
  route(docsSpecs.deleteDoc, async (request, reply) => {
    await service.delete(request.params.slug);
    return reply.code(204).send(null);
  });
}
