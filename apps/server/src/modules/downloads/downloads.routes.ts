import { downloadListSchema, downloadParamsSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { DownloadsService } from './downloads.service.ts';

/** /downloads (and federal /local): public, like the documentation the files go with. */
export async function downloadsRoutes(fastify: FastifyInstance, opts: { service: DownloadsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['downloads'];

  app.get(
    '/sub-api/v1/downloads',
    {
      schema: {
        tags,
        summary: 'The downloadable files, each with its version, size and SHA-256',
        response: { 200: downloadListSchema },
      },
    },
    async () => ({ data: await service.list() }),
  );
  app.get(
    '/sub-api/v1/downloads/:file',
    {
      schema: {
        tags,
        summary: 'One file, as an attachment; its ETag and Repr-Digest carry its SHA-256',
        params: downloadParamsSchema,
        response: { ...errorResponses(400, 404) },
      },
    },
    async (request, typedReply) => {
      // The file goes out as bytes; only its errors have a schema.
      const reply = typedReply as FastifyReply;
      const found = await service.file(request.params.file);
      const etag = `"${found.sha256}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'no-cache')
        .header('repr-digest', `sha-256=:${Buffer.from(found.sha256, 'hex').toString('base64')}:`);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply
        .type(found.mediaType)
        .header('content-disposition', `attachment; filename="${found.file}"`)
        .send(found.data);
    },
  );
}
