import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import { samlRepository } from './saml.repository.ts';
import { samlRoutes } from './saml.routes.ts';
import { type HeldEntitlements, type SamlService, samlService } from './saml.service.ts';

/** A company's SAML single sign-on configuration (issue 12 item 8); sign-in itself is not built yet. */
export async function registerSamlModule(
  app: FastifyInstance,
  deps: Deps & { audit: AuditLog; entitlements: HeldEntitlements },
): Promise<SamlService> {
  const { db } = deps.database;
  const service = samlService(samlRepository(db), {
    audit: deps.audit,
    entitlements: deps.entitlements,
    publicUrl: deps.config.publicUrl,
  });
  await app.register(samlRoutes, { db, service });
  return service;
}
