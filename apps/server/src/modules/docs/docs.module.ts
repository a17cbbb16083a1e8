import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { SearchIndex } from '../search/search.port.ts';
import { docsRoutes } from './docs.routes.ts';
import { type DocsService, docsService } from './docs.service.ts';

/** Documentation pages: Markdown rows staff write, a shipped set loaded by `ensureShipped` after start. */
export async function registerDocsModule(
  app: FastifyInstance,
  deps: Deps & { search: SearchIndex },
): Promise<DocsService> {
  const service = docsService(deps.database.db, deps.search);
  await app.register(docsRoutes, { ...deps, service });
  return service;
}
