import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { signingRepository } from './signing.repository.ts';
import { signingRoutes } from './signing.routes.ts';
import { type SigningService, signingService } from './signing.service.ts';

/** Build signing (docs/app-lifecycle.md): the key builds sign with, and the public keys at /signing-keys. */
export async function registerSigningModule(app: FastifyInstance, deps: Deps): Promise<SigningService> {
  const service = await signingService(signingRepository(deps.database.db));
  await app.register(signingRoutes, { service });
  return service;
}
