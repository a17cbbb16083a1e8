import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { downloadsRoutes } from './downloads.routes.ts';
import { type DownloadsService, downloadsService } from './downloads.service.ts';

/** Downloadable files: other modules stock the shelf (`shelf.provide`) as they register. */
export async function registerDownloadsModule(app: FastifyInstance, _deps: Deps): Promise<DownloadsService> {
  const service = downloadsService();
  await app.register(downloadsRoutes, { service });
  return service;
}
