import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { portalTokensRepository } from './portalTokens.repository.ts';
import { portalTokensRoutes } from './portalTokens.routes.ts';
import { type PortalTokensService, portalTokensService } from './portalTokens.service.ts';

export const PORTAL_TOKEN_SWEEP_QUEUE = 'portal-token-sweep';

/**
 * API clients' portal tokens for the portal's own API (the CLI). Registered before the
 * tenants module, whose token endpoint issues and revokes them.
 */
export async function registerPortalTokensModule(
  app: FastifyInstance,
  deps: Deps,
): Promise<PortalTokensService> {
  const { db } = deps.database;
  const service = portalTokensService({ repo: portalTokensRepository(db) });
  // Hourly, one run across processes: rows of ended tokens, which nothing can use, go after a day.
  deps.jobs.define(
    PORTAL_TOKEN_SWEEP_QUEUE,
    async () => {
      const removed = await service.sweep();
      if (removed > 0) app.log.info({ removed }, 'removed ended portal tokens');
      return { removed };
    },
    { retryLimit: 2, cron: '47 * * * *' },
  );
  await app.register(portalTokensRoutes, { db, service });
  return service;
}
