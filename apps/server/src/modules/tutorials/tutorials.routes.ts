import { tutorialsSpecs } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireGlobalPermission } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { TutorialsService } from './tutorials.service.ts';

const isEditor = (request: FastifyRequest) =>
  request.session?.globalPermissions.includes('admin.docs') ?? false;

/** Tutorials (docs/product/content.md CONTENT-3): public to read, progress per signed-in user. */
export async function tutorialsRoutes(fastify: FastifyInstance, opts: { service: TutorialsService }) {
  const route = endpointRoutes(fastify);
  const { service } = opts;
  const viewer = (request: FastifyRequest, all = false) => ({
    userId: request.session?.userId ?? null,
    includeUnpublished: all && isEditor(request),
  });

  route(tutorialsSpecs.listTutorials, async (request) => {
    const all = request.query.all === 'true';
    if (all) requireGlobalPermission(request, 'admin.docs');
    return service.list(viewer(request, all));
  });
  route(tutorialsSpecs.getTutorial, async (request) =>
    service.page(request.params.slug, viewer(request, true)),
  );
  route(tutorialsSpecs.tickTutorialStep, async (request, _reply, { session }) =>
    service.setProgress(request.params.slug, session.userId, request.body.stepId, request.body.done),
  );
  route(tutorialsSpecs.startTutorialOver, async (request, _reply, { session }) =>
    service.resetProgress(request.params.slug, session.userId),
  );
  route(tutorialsSpecs.previewTutorial, async (request) =>
    service.preview(request.body.steps.map((step) => step.body)),
  );
  route(tutorialsSpecs.createTutorial, async (request, reply, { session }) => {
    const { slug, ...body } = request.body;
    return reply.code(201).send(await service.create(slug, body, session.userId));
  });
  route(tutorialsSpecs.saveTutorial, async (request, _reply, { session }) =>
    service.save(request.params.slug, request.body, session.userId),
  );
  route(tutorialsSpecs.deleteTutorial, async (request, reply) => {
    await service.delete(request.params.slug);
    return reply.code(204).send(null);
  });
  route(tutorialsSpecs.orderTutorials, async (request) => service.reorder(request.body.slugs));
}
