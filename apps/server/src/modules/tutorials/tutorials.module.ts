import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { SearchIndex } from '../search/search.port.ts';
import { tutorialsRoutes } from './tutorials.routes.ts';
import { type TutorialsService, tutorialsService } from './tutorials.service.ts';

/** Tutorials: lessons in steps with per-user progress; a shipped set loaded by `ensureShipped` after start. */
export async function registerTutorialsModule(
  app: FastifyInstance,
  deps: Deps & { search: SearchIndex },
): Promise<TutorialsService> {
  const service = tutorialsService(deps.database.db, deps.search);
  await app.register(tutorialsRoutes, { service });
  return service;
}
