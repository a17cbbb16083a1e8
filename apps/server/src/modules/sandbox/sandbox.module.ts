import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { IngestLogs } from '../../platform/logStore.ts';
import type { DownloadShelf } from '../downloads/downloads.port.ts';
import type { SearchIndex } from '../search/search.port.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import type { TenantTokensService } from '../tenants/tenantTokens.service.ts';
import { apiDescriptionFiles } from './downloadFiles.ts';
import { sandboxRepository } from './sandbox.repository.ts';
import { sandboxRoutes } from './sandbox.routes.ts';
import { type SandboxService, sandboxService } from './sandbox.service.ts';
import { apiOperationEntries } from './searchEntries.ts';

/** The sandbox tenant (DESIGN.md 8, issue 13): its data and REST API, called with tenant tokens. */
export async function registerSandboxModule(
  app: FastifyInstance,
  deps: Deps & {
    tenants: TenantsService;
    tenantTokens: TenantTokensService;
    ingest: IngestLogs;
    search: SearchIndex;
    downloads: DownloadShelf;
  },
): Promise<SandboxService> {
  const service = sandboxService({
    repo: sandboxRepository(deps.database.db),
    tenants: deps.tenants,
    verify: (token) => deps.tenantTokens.verify(token),
  });
  deps.search.source('api', async () => apiOperationEntries());
  deps.downloads.provide(async () => apiDescriptionFiles(deps.config.publicUrl));
  await app.register(sandboxRoutes, { service, ingest: deps.ingest, publicUrl: deps.config.publicUrl });
  return service;
}
