import { companiesSpecs } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthSession } from '../../platform/auth/auth.hook.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { CompaniesService, StaffActor } from './companies.service.ts';

/**
 * Every call here is provider staff's: the table checks the global permission admin.companies
 * (docs/product/companies.md COMPANIES-9).
 */
const staff = (request: FastifyRequest, session: AuthSession): StaffActor => ({
  userId: session.userId,
  ip: request.ip,
});

/** Company administration under the identity v1 paths (docs/identity-api.md). */
export async function companiesRoutes(
  fastify: FastifyInstance,
  opts: { service: CompaniesService; linkCompany: boolean },
) {
  const route = endpointRoutes(fastify);
  const { service } = opts;
  /**
   * The link-company flag (docs/product/companies.md COMPANIES-7): off, the linking calls do not exist on
   * this deployment.
   */
  const linking = (request: FastifyRequest, session: AuthSession): StaffActor => {
    if (!opts.linkCompany) throw new HttpError('not_found', 'Linking companies is off on this deployment.');
    return staff(request, session);
  };

  route(companiesSpecs.listCompanies, async (request) => service.list(request.query));
  route(companiesSpecs.createCompany, async (request, reply, { session }) =>
    reply.status(201).send(await service.create(staff(request, session), request.body)),
  );

  // Static paths before /:id: Fastify prefers them anyway, and a reader sees them first.
  route(companiesSpecs.getCompanyByBillingId, async (request) => service.billing(request.params.billingId));
  route(companiesSpecs.checkBillingId, async (request) => service.checkBillingId(request.query.billingId));
  route(companiesSpecs.findCompaniesToLink, async (request, _reply, { session }) => {
    linking(request, session);
    return { data: await service.lookup(request.query.lookupBy) };
  });
  route(companiesSpecs.linkCompany, async (request, _reply, { session }) =>
    service.link(
      linking(request, session),
      request.body.organizationUuid,
      request.body.associatedOrganizationUuid,
    ),
  );

  route(companiesSpecs.getCompany, async (request) => service.get(request.params.id));
  route(companiesSpecs.updateCompany, async (request, _reply, { session }) =>
    service.update(staff(request, session), request.params.id, request.body),
  );
  route(companiesSpecs.unlinkCompany, async (request, _reply, { session }) =>
    service.unlink(linking(request, session), request.params.id),
  );
  route(companiesSpecs.changeCompanyAccountStatus, async (request, _reply, { session }) =>
    service.changeStatus(staff(request, session), request.params.id, request.body.accountStatus),
  );
}
