import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { configRoutes } from './config.routes.ts';

/** The public configuration the web app starts from (product name, levels, flags). */
export async function registerConfigModule(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(configRoutes, deps);
}
