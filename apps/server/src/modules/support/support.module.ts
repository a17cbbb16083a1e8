import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { supportRoutes } from './support.routes.ts';
import { type SupportService, supportService } from './support.service.ts';

/** Support cases: a company's questions to the provider, with their conversation and files. */
export async function registerSupportModule(
  app: FastifyInstance,
  deps: Deps & { storage: FileStorage; audit: AuditLog },
): Promise<SupportService> {
  const service = supportService({ db: deps.database.db, storage: deps.storage, audit: deps.audit });
  await app.register(supportRoutes, { ...deps, service, storage: deps.storage });
  return service;
}
