import { SAML_METADATA_MAX_BYTES, samlSpecs } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requirePermissionOrStaff, requireSession } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { SamlService } from './saml.service.ts';

// JSON escaping of the metadata (quotes, newlines) may nearly double it; the service refuses above the cap.
const BODY_LIMIT = SAML_METADATA_MAX_BYTES * 2 + 16 * 1024;

/**
 * The company's admins (company.admin) or provider staff (admin.companies) manage its SAML; another
 * company's members get 403 as on every company route.
 */
async function manager(db: Db, request: FastifyRequest & { params: { org: string } }) {
  await requirePermissionOrStaff(db, request, 'company.admin', request.params.org, 'admin.companies');
  return { userId: requireSession(request).userId, ip: request.ip };
}

/**
 * SAML single sign-on of a company under the identity v2 paths (docs/identity-api.md: saml, samlEndpoints,
 * samlEnablement).
 */
export async function samlRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: SamlService },
): Promise<void> {
  const route = endpointRoutes(fastify);
  const { db, service } = opts;

  route(samlSpecs.getSamlConfig, async (request) => {
    await manager(db, request);
    return service.config(request.params.org);
  });
  route(
    samlSpecs.saveSamlConfig,
    async (request) => service.save(request.params.org, request.body, await manager(db, request)),
    { bodyLimit: BODY_LIMIT },
  );
  route(samlSpecs.getSamlEndpoints, async (request) => {
    await manager(db, request);
    return service.endpoints(request.params.org);
  });
  route(samlSpecs.setSamlEnablement, async (request) =>
    service.setEnabled(request.params.org, request.body.enabled, await manager(db, request)),
  );

  route(samlSpecs.saveSamlSignIn, async (request) =>
    service.saveSignIn(request.params.org, request.body, await manager(db, request)),
  );

  // Public, as service provider metadata is: the identity provider's administrator (or the IdP itself)
  // fetches it without a portal session. It holds only URLs, nothing secret.
  route(samlSpecs.getSamlMetadata, async (request, reply) =>
    reply
      .type('application/samlmetadata+xml; charset=utf-8')
      .header('content-disposition', 'inline; filename="sp-metadata.xml"')
      .send(await service.spMetadata(request.params.org)),
  );
}
