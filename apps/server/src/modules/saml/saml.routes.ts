import {
  apiErrorSchema,
  SAML_METADATA_MAX_BYTES,
  samlConfigResponseSchema,
  samlConfigWriteSchema,
  samlEnablementSchema,
  samlEndpointsSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requirePermissionOrStaff, requireSession } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { SamlService } from './saml.service.ts';

const errors = { ...errorResponses(400, 401, 403, 404), 409: apiErrorSchema, 413: apiErrorSchema };
const orgParams = z.object({ org: z.uuid() });
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

/** SAML single sign-on of a company under the identity v2 paths of SPEC.md 7 (saml, samlEndpoints, samlEnablement). */
export async function samlRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: SamlService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, service } = opts;

  app.get(
    '/auth/v2/organizations/:org/saml',
    {
      schema: {
        tags: ['saml'],
        summary: "The company's SAML configuration ({ configured: false } before one is saved)",
        params: orgParams,
        response: { 200: samlConfigResponseSchema, ...errors },
      },
    },
    async (request) => {
      await manager(db, request);
      return service.config(request.params.org);
    },
  );

  app.put(
    '/auth/v2/organizations/:org/saml',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['saml'],
        summary:
          'Saves the identity provider: its metadata XML, or entity ID, SSO URL and certificates (PEM)',
        params: orgParams,
        body: samlConfigWriteSchema,
        response: { 200: samlConfigResponseSchema, ...errors },
      },
    },
    async (request) => service.save(request.params.org, request.body, await manager(db, request)),
  );

  app.get(
    '/auth/v2/organizations/:org/samlEndpoints',
    {
      schema: {
        tags: ['saml'],
        summary: "This portal's service provider entity ID, ACS URL and metadata URL for the company",
        params: orgParams,
        response: { 200: samlEndpointsSchema, ...errors },
      },
    },
    async (request) => {
      await manager(db, request);
      return service.endpoints(request.params.org);
    },
  );

  app.put(
    '/auth/v2/organizations/:org/samlEnablement',
    {
      schema: {
        tags: ['saml'],
        summary: 'Switches SAML sign-on on (valid, unexpired configuration and extendsaml needed) or off',
        params: orgParams,
        body: samlEnablementSchema,
        response: { 200: samlConfigResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.setEnabled(request.params.org, request.body.enabled, await manager(db, request)),
  );

  // Public, as service provider metadata is: the identity provider's administrator (or the IdP itself)
  // fetches it without a portal session. It holds only URLs, nothing secret.
  app.get(
    '/auth/v2/organizations/:org/saml/metadata',
    {
      schema: {
        tags: ['saml'],
        summary: 'The SAML 2.0 service provider metadata XML of the company (public)',
        params: orgParams,
        response: { 200: z.string(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      reply
        .type('application/samlmetadata+xml; charset=utf-8')
        .header('content-disposition', 'inline; filename="sp-metadata.xml"')
        .send(await service.spMetadata(request.params.org)),
  );
}
