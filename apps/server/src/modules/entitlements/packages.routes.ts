import { type GlobalPermission, globalPermissions, packagesSpecs } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../platform/auth/authSession.ts';
import { requirePermissionOrStaff } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { PackageActor, PackagesService } from './packages.service.ts';

/**
 * Staff only (the /admin area's admin.portal, checked by the table); what they may do with each package
 * is the package's own permissions, decided by the service.
 */
function staff(request: FastifyRequest, session: AuthSession): PackageActor {
  const held = session.globalPermissions.filter((p): p is GlobalPermission =>
    (globalPermissions as readonly string[]).includes(p),
  );
  return { userId: session.userId, ip: request.ip, globalPermissions: held };
}

/**
 * Entitlement packages under the identity v2 paths (docs/product/entitlements.md ENTITLEMENTS-5; packages;
 * organizations' entitlementPackages).
 */
export async function packagesRoutes(fastify: FastifyInstance, opts: { db: Db; service: PackagesService }) {
  const route = endpointRoutes(fastify);
  const { db, service } = opts;
  const specs = packagesSpecs;

  route(specs.listPackages, async (request, _reply, { session }) =>
    service.list(request.query, staff(request, session)),
  );
  route(specs.createPackage, async (request, reply, { session }) =>
    reply.status(201).send(await service.create(request.body, staff(request, session))),
  );
  route(specs.getPackagePermissionsMatrix, async (request, _reply, { session }) =>
    service.matrix(staff(request, session)),
  );
  route(specs.getPackage, async (request, _reply, { session }) =>
    service.read(request.params.id, staff(request, session)),
  );
  route(specs.updatePackage, async (request, _reply, { session }) =>
    service.update(request.params.id, request.body, staff(request, session)),
  );
  route(specs.setPackageStatus, async (request, _reply, { session }) =>
    service.setStatus(request.params.id, request.body.status, staff(request, session)),
  );
  route(specs.getPackageAccessPolicy, async (request, _reply, { session }) =>
    service.accessPolicy(request.params.id, staff(request, session)),
  );
  route(specs.setPackageAccessPolicy, async (request, _reply, { session }) =>
    service.setAccessPolicy(request.params.id, request.body, staff(request, session)),
  );
  route(specs.getPackagePermissions, async (request, _reply, { session }) =>
    service.permissions(request.params.id, staff(request, session)),
  );
  route(specs.setPackagePermission, async (request, _reply, { session }) =>
    service.setPermission(
      request.params.id,
      request.params.permission,
      request.body.level,
      staff(request, session),
    ),
  );
  route(specs.listPackageHolders, async (request, _reply, { session }) =>
    service.holders(request.params.id, request.query, staff(request, session)),
  );

  route(specs.listCompanyPackages, async (request) => {
    try {
      await requirePermissionOrStaff(db, request, 'entitlements.read', request.params.org, 'admin.companies');
    } catch (error) {
      // Another company's packages are answered as a company that does not exist, never confirmed.
      if (error instanceof HttpError && error.statusCode === 403 && request.session)
        if (!(await service.isMember(request.session.userId, request.params.org)))
          throw new HttpError('not_found', 'No such company.');
      throw error;
    }
    return service.companyPackages(request.params.org);
  });
  route(specs.assignCompanyPackage, async (request, _reply, { session }) =>
    service.assign(request.params.org, request.params.id, staff(request, session)),
  );
  route(specs.unassignCompanyPackage, async (request, _reply, { session }) =>
    service.unassign(request.params.org, request.params.id, staff(request, session)),
  );
}
