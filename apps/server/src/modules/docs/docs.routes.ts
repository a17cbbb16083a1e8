import {
  docCreateBodySchema,
  docFeedbackBodySchema,
  docListSchema,
  docPageSchema,
  docParamsSchema,
  docPreviewBodySchema,
  docPreviewSchema,
  docSaveBodySchema,
  docSourceSchema,
  docSummarySchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireGlobalPermission, requireSession } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { DocsService } from './docs.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

const isEditor = (request: FastifyRequest) =>
  request.session?.globalPermissions.includes('admin.docs') ?? false;

/** The documentation (SPEC.md 2.1 /documentation): public to read, written by staff with admin.docs. */
export async function docsRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: DocsService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['docs'];

  app.get(
    '/sub-api/v1/docs',
    {
      schema: {
        tags,
        summary:
          'Published pages in reading order (public); staff with admin.docs also get unpublished ones with ?all=true',
        querystring: z.object({ all: z.enum(['true', 'false']).optional() }),
        response: { 200: docListSchema, ...errors },
      },
    },
    async (request) => {
      const all = request.query.all === 'true';
      if (all) requireGlobalPermission(request, 'admin.docs');
      return service.list(all);
    },
  );
  app.get(
    '/sub-api/v1/docs/:slug',
    {
      schema: {
        tags,
        summary:
          'A rendered page with its headings and neighbours (public; staff also see unpublished pages)',
        params: docParamsSchema,
        response: { 200: docPageSchema, ...errors },
      },
    },
    async (request) =>
      service.page(request.params.slug, {
        userId: request.session?.userId ?? null,
        includeUnpublished: isEditor(request),
      }),
  );
  app.put(
    '/sub-api/v1/docs/:slug/feedback',
    {
      schema: {
        tags,
        summary: '"Was this page helpful?": the signed-in user’s answer, replacing an earlier one',
        params: docParamsSchema,
        body: docFeedbackBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      await service.feedback(request.params.slug, session.userId, request.body.helpful, request.body.comment);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/sub-api/v1/docs/:slug/source',
    {
      schema: {
        tags,
        summary: 'A page’s Markdown with its front matter, to edit (admin.docs)',
        params: docParamsSchema,
        response: { 200: docSourceSchema, ...errors },
      },
    },
    async (request) => {
      requireGlobalPermission(request, 'admin.docs');
      return service.source(request.params.slug);
    },
  );
  app.post(
    '/sub-api/v1/docs/preview',
    {
      schema: {
        tags,
        summary: 'Render Markdown as a page would show it, without saving (admin.docs)',
        body: docPreviewBodySchema,
        response: { 200: docPreviewSchema, ...errors },
      },
    },
    async (request) => {
      requireGlobalPermission(request, 'admin.docs');
      return service.preview(request.body.source);
    },
  );
  app.post(
    '/sub-api/v1/docs',
    {
      schema: {
        tags,
        summary: 'Create a page (admin.docs)',
        body: docCreateBodySchema,
        response: { 201: docSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireGlobalPermission(request, 'admin.docs');
      const { slug, ...body } = request.body;
      return reply.code(201).send(await service.create(slug, body, session.userId));
    },
  );
  app.put(
    '/sub-api/v1/docs/:slug',
    {
      schema: {
        tags,
        summary: 'Save a page’s Markdown and whether it is published (admin.docs)',
        params: docParamsSchema,
        body: docSaveBodySchema,
        response: { 200: docSummarySchema, ...errors },
      },
    },
    async (request) => {
      const session = requireGlobalPermission(request, 'admin.docs');
      return service.save(request.params.slug, request.body, session.userId);
    },
  );
  app.delete(
    '/sub-api/v1/docs/:slug',
    {
      schema: {
        tags,
        summary: 'Delete a page staff created (shipped pages are unpublished instead) (admin.docs)',
        params: docParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      requireGlobalPermission(request, 'admin.docs');
      await service.delete(request.params.slug);
      return reply.code(204).send(null);
    },
  );
}
