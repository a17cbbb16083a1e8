import type { FastifyInstance } from 'fastify';
import { concurrencyLimit } from '../../platform/concurrencyLimit.ts';
import type { Deps } from '../../platform/deps.ts';
import type { IngestLogs } from '../../platform/logStore.ts';
import { rateLimitRepository } from '../../platform/rateLimit/rateLimit.repository.ts';
import type { ClientCorsRoutes } from '../apiClients/apiClients.module.ts';
import type { DownloadShelf } from '../downloads/downloads.port.ts';
import type { SearchIndex } from '../search/search.port.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import type { TenantTokensService } from '../tenants/tenantTokens.service.ts';
import { apiDescriptionFiles } from './downloadFiles.ts';
import { sandboxRepository } from './sandbox.repository.ts';
import { sandboxRoutes } from './sandbox.routes.ts';
import { type SandboxService, sandboxService } from './sandbox.service.ts';
import { sandboxAdmission } from './sandboxAdmission.ts';
import { apiOperationEntries } from './searchEntries.ts';
import { wsSecurityCheck } from './soap/wsSecurity.ts';
import { unknownSandboxPaths } from './unknownPaths.ts';

/** The longest a call waits in the queue for a slot before it is refused (503). */
const QUEUE_WAIT_MS = 5_000;
/**
 * When a call's slot goes back even if its handler has not settled: past a tenant's first seeding
 * (sandbox.service.ts waits 8 s for it) and any sane query, short of the request timeout.
 */
const CALL_DEADLINE_MS = 30_000;

/**
 * The sandbox tenant (docs/product/sandbox.md, docs/decisions/sandbox-as-a-module.md): its data and REST API,
 * called with tenant tokens. Its routes go to the client CORS scope (apiClients/clientCors.ts), not to `app`.
 */
export async function registerSandboxModule(
  _app: FastifyInstance,
  deps: Deps & {
    tenants: TenantsService;
    tenantTokens: TenantTokensService;
    ingest: IngestLogs;
    search: SearchIndex;
    downloads: DownloadShelf;
    corsRoutes: ClientCorsRoutes;
  },
): Promise<SandboxService> {
  const wsSecurity = wsSecurityCheck({
    attempts: rateLimitRepository(deps.database.db),
    tenants: deps.tenants,
  });
  const service = sandboxService({
    repo: sandboxRepository(deps.database.db),
    tenants: deps.tenants,
    integrationSignIn: wsSecurity.signIn,
    verify: (token) => deps.tenantTokens.verify(token),
    seedWaitMs: deps.config.sandboxSeedWaitMs,
  });
  deps.search.source('api', async () => apiOperationEntries());
  deps.downloads.provide(async () => apiDescriptionFiles(deps.config.publicUrl));
  const admission = sandboxAdmission(
    concurrencyLimit({ ...deps.config.sandboxLimits, maxWaitMs: QUEUE_WAIT_MS }),
    CALL_DEADLINE_MS,
  );
  // A client's single-page application calls the sandbox from its own origin (CLIENTS-7).
  deps.corsRoutes.add((scope) =>
    sandboxRoutes(scope, { service, ingest: deps.ingest, publicUrl: deps.config.publicUrl, admission }),
  );
  deps.corsRoutes.add(unknownSandboxPaths);
  return service;
}
