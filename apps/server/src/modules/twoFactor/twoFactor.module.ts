import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import { totpSecretBox } from '../../platform/auth/secretBox.ts';
import type { Deps } from '../../platform/deps.ts';
import { twoFactorRepository } from './twoFactor.repository.ts';
import { twoFactorRoutes } from './twoFactor.routes.ts';
import { type TwoFactorService, twoFactorService } from './twoFactor.service.ts';

/** Two-factor sign-in: its routes here; its code step is the embedded provider's sign-in page. */
export async function registerTwoFactorModule(
  app: FastifyInstance,
  deps: Deps & { audit: AuditLog },
): Promise<TwoFactorService> {
  const service = twoFactorService(twoFactorRepository(deps.database.db), {
    box: totpSecretBox(deps.config),
    audit: deps.audit,
    issuer: `${deps.config.productName} Developers`,
  });
  await app.register(twoFactorRoutes, { service, db: deps.database.db });
  return service;
}
