import {
  tutorialBodySchema,
  tutorialCreateBodySchema,
  tutorialListSchema,
  tutorialOrderBodySchema,
  tutorialPageSchema,
  tutorialParamsSchema,
  tutorialPreviewBodySchema,
  tutorialPreviewSchema,
  tutorialProgressBodySchema,
  tutorialSummarySchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireGlobalPermission, requireSession } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { TutorialsService } from './tutorials.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const P = '/sub-api/v1/tutorials';

const isEditor = (request: FastifyRequest) =>
  request.session?.globalPermissions.includes('admin.docs') ?? false;

/** Tutorials (SPEC.md 2.1 /learn, /intro; 2.3 tutorial-manager): public to read, progress per signed-in user. */
export async function tutorialsRoutes(fastify: FastifyInstance, opts: { service: TutorialsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['tutorials'];
  const viewer = (request: FastifyRequest, all = false) => ({
    userId: request.session?.userId ?? null,
    includeUnpublished: all && isEditor(request),
  });

  app.get(
    P,
    {
      schema: {
        tags,
        summary:
          'Published tutorials in order, with the signed-in user’s progress; ?all=true adds unpublished ones (admin.docs)',
        querystring: z.object({ all: z.enum(['true', 'false']).optional() }),
        response: { 200: tutorialListSchema, ...errors },
      },
    },
    async (request) => {
      const all = request.query.all === 'true';
      if (all) requireGlobalPermission(request, 'admin.docs');
      return service.list(viewer(request, all));
    },
  );
  app.get(
    `${P}/:slug`,
    {
      schema: {
        tags,
        summary: 'A tutorial with its steps and the signed-in user’s ticks (staff also see unpublished ones)',
        params: tutorialParamsSchema,
        response: { 200: tutorialPageSchema, ...errors },
      },
    },
    async (request) => service.page(request.params.slug, viewer(request, true)),
  );
  app.put(
    `${P}/:slug/progress`,
    {
      schema: {
        tags,
        summary: 'Tick or untick a step for the signed-in user',
        params: tutorialParamsSchema,
        body: tutorialProgressBodySchema,
        response: { 200: tutorialPageSchema, ...errors },
      },
    },
    async (request) =>
      service.setProgress(
        request.params.slug,
        requireSession(request).userId,
        request.body.stepId,
        request.body.done,
      ),
  );
  app.delete(
    `${P}/:slug/progress`,
    {
      schema: {
        tags,
        summary: 'Start the tutorial over: every tick of the signed-in user goes',
        params: tutorialParamsSchema,
        response: { 200: tutorialPageSchema, ...errors },
      },
    },
    async (request) => service.resetProgress(request.params.slug, requireSession(request).userId),
  );
  app.post(
    `${P}/preview`,
    {
      schema: {
        tags,
        summary: 'Render steps’ Markdown as learners would see it, without saving (admin.docs)',
        body: tutorialPreviewBodySchema,
        response: { 200: tutorialPreviewSchema, ...errors },
      },
    },
    async (request) => {
      requireGlobalPermission(request, 'admin.docs');
      return service.preview(request.body.steps.map((step) => step.body));
    },
  );
  app.post(
    P,
    {
      schema: {
        tags,
        summary: 'Create a tutorial, last in the order (admin.docs)',
        body: tutorialCreateBodySchema,
        response: { 201: tutorialSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireGlobalPermission(request, 'admin.docs');
      const { slug, ...body } = request.body;
      return reply.code(201).send(await service.create(slug, body, session.userId));
    },
  );
  app.put(
    `${P}/:slug`,
    {
      schema: {
        tags,
        summary: 'Save a tutorial, published or withdrawn (admin.docs)',
        params: tutorialParamsSchema,
        body: tutorialBodySchema,
        response: { 200: tutorialSummarySchema, ...errors },
      },
    },
    async (request) => {
      const session = requireGlobalPermission(request, 'admin.docs');
      return service.save(request.params.slug, request.body, session.userId);
    },
  );
  app.delete(
    `${P}/:slug`,
    {
      schema: {
        tags,
        summary: 'Delete a tutorial staff created (shipped ones are withdrawn instead) (admin.docs)',
        params: tutorialParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      requireGlobalPermission(request, 'admin.docs');
      await service.delete(request.params.slug);
      return reply.code(204).send(null);
    },
  );
  app.put(
    '/sub-api/v1/tutorials-order',
    {
      schema: {
        tags,
        summary: 'Set the order of every tutorial (admin.docs)',
        body: tutorialOrderBodySchema,
        response: { 200: tutorialListSchema, ...errors },
      },
    },
    async (request) => {
      requireGlobalPermission(request, 'admin.docs');
      return service.reorder(request.body.slugs);
    },
  );
}
