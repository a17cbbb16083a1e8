import {
  accountStatusChangeSchema,
  apiErrorSchema,
  associateLookupQuerySchema,
  associateLookupSchema,
  associateRequestSchema,
  billingLookupSchema,
  companyListQuerySchema,
  companyPageSchema,
  companySchema,
  companyWriteSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireGlobalPermission } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { CompaniesService, StaffActor } from './companies.service.ts';

const errors = { ...errorResponses(400, 401, 403, 404), 409: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/** Every call here is provider staff's: the global permission admin.companies (SPEC.md 2.3). */
function staff(request: FastifyRequest): StaffActor {
  return { userId: requireGlobalPermission(request, 'admin.companies').userId, ip: request.ip };
}

/** Company administration under the identity v1 paths of SPEC.md 7 (docs/identity-api.md). */
export async function companiesRoutes(
  fastify: FastifyInstance,
  opts: { service: CompaniesService; linkCompany: boolean },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  /** SPEC.md 9's link-company flag: off, the linking calls do not exist on this deployment. */
  const linking = (request: FastifyRequest): StaffActor => {
    const actor = staff(request);
    if (!opts.linkCompany) throw new HttpError('not_found', 'Linking companies is off on this deployment.');
    return actor;
  };
  const tags = ['companies'];

  app.get(
    '/auth/v1/organizations',
    {
      schema: {
        tags,
        summary: 'Companies by name, searched and filtered by type and region, paged (admin.companies)',
        querystring: companyListQuerySchema,
        response: { 200: companyPageSchema, ...errors },
      },
    },
    async (request) => {
      staff(request);
      return service.list(request.query);
    },
  );

  app.post(
    '/auth/v1/organizations',
    {
      schema: {
        tags,
        summary: 'Create a company: INITIATED, then provisioned by the job (admin.companies)',
        body: companyWriteSchema,
        response: { 201: companySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(staff(request), request.body)),
  );

  // Static paths before /:id: Fastify prefers them anyway, and a reader sees them first.
  app.get(
    '/auth/v1/organizations/billings/:billingId',
    {
      schema: {
        tags,
        summary: 'The company holding a billing ID, or 404 (admin.companies)',
        params: z.object({ billingId: z.string().min(1).max(64) }),
        response: { 200: billingLookupSchema, ...errors },
      },
    },
    async (request) => {
      staff(request);
      return service.billing(request.params.billingId);
    },
  );

  app.get(
    '/auth/v1/organizations/associate',
    {
      schema: {
        tags,
        summary: 'Companies to link to, by exact billing ID or name (admin.companies)',
        querystring: associateLookupQuerySchema,
        response: { 200: associateLookupSchema, ...errors },
      },
    },
    async (request) => {
      linking(request);
      return { data: await service.lookup(request.query.lookupBy) };
    },
  );

  app.post(
    '/auth/v1/organizations/associate',
    {
      schema: {
        tags,
        summary: 'Link a company to another one (SPEC.md 5 rules; admin.companies)',
        body: associateRequestSchema,
        response: { 200: companySchema, ...errors },
      },
    },
    async (request) =>
      service.link(linking(request), request.body.organizationUuid, request.body.associatedOrganizationUuid),
  );

  app.get(
    '/auth/v1/organizations/:id',
    {
      schema: {
        tags,
        summary: 'A company with its links and account status (admin.companies)',
        params: idParams,
        response: { 200: companySchema, ...errors },
      },
    },
    async (request) => {
      staff(request);
      return service.get(request.params.id);
    },
  );

  app.put(
    '/auth/v1/organizations/:id',
    {
      schema: {
        tags,
        summary: 'Edit a company (admin.companies)',
        params: idParams,
        body: companyWriteSchema,
        response: { 200: companySchema, ...errors },
      },
    },
    async (request) => service.update(staff(request), request.params.id, request.body),
  );

  app.delete(
    '/auth/v1/organizations/:id/associate',
    {
      schema: {
        tags,
        summary: "Remove a company's link (admin.companies)",
        params: idParams,
        response: { 200: companySchema, ...errors },
      },
    },
    async (request) => service.unlink(linking(request), request.params.id),
  );

  app.post(
    '/auth/v1/organizations/:id/account-status',
    {
      schema: {
        tags,
        summary: 'A staff step of the account status (provision, retry, request or withdraw deletion)',
        params: idParams,
        body: accountStatusChangeSchema,
        response: { 200: companySchema, ...errors },
      },
    },
    async (request) => service.changeStatus(staff(request), request.params.id, request.body.accountStatus),
  );
}
