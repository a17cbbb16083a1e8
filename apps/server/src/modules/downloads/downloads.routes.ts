import { downloadsSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { DownloadsService } from './downloads.service.ts';

/** /downloads (and federal /local): public, like the documentation the files go with. */
export async function downloadsRoutes(fastify: FastifyInstance, opts: { service: DownloadsService }) {
  const route = endpointRoutes(fastify);
  const { service } = opts;

  route(downloadsSpecs.listDownloads, async () => ({ data: await service.list() }));
  route(downloadsSpecs.getDownload, async (request, reply) => {
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
  });
}
