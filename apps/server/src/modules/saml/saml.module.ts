import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import { samlRepository } from './saml.repository.ts';
import { samlRoutes } from './saml.routes.ts';
import { type HeldEntitlements, type SamlService, samlService } from './saml.service.ts';
import { samlSignInRepository } from './samlSignIn.repository.ts';
import { type SamlSignInService, samlSignInService } from './samlSignIn.service.ts';
import { type SpKey, spKeyLoader } from './samlSpKey.ts';

const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Sign-in through a company's identity provider: made before the embedded provider's pages, which send
 * users there and take them back (oidc/), so app.ts hands it to the session module.
 */
export function createSamlSignIn(
  app: FastifyInstance,
  deps: Deps & { audit: AuditLog },
): { signIn: SamlSignInService; spKey: () => Promise<SpKey> } {
  const repo = samlSignInRepository(deps.database.db);
  const spKey = spKeyLoader(repo);
  const signIn = samlSignInService(repo, { audit: deps.audit, publicUrl: deps.config.publicUrl, spKey });
  // Expired requests and assertion IDs are dead already (every read checks expiry); this keeps them few.
  const timer = setInterval(() => {
    signIn.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'purging SAML rows failed'));
  }, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return { signIn, spKey };
}

/** A company's SAML single sign-on configuration and its sign-in settings. */
export async function registerSamlModule(
  app: FastifyInstance,
  deps: Deps & { audit: AuditLog; entitlements: HeldEntitlements; spKey: () => Promise<SpKey> },
): Promise<SamlService> {
  const { db } = deps.database;
  const service = samlService(samlRepository(db), {
    audit: deps.audit,
    entitlements: deps.entitlements,
    publicUrl: deps.config.publicUrl,
    spKey: deps.spKey,
  });
  await app.register(samlRoutes, { db, service });
  return service;
}
