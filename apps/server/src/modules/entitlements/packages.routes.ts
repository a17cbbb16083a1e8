import {
  apiErrorSchema,
  companyPackagesSchema,
  type GlobalPermission,
  globalPermissionSchema,
  globalPermissions,
  packageAccessPolicySchema,
  packageHolderPageSchema,
  packageListQuerySchema,
  packagePageSchema,
  packagePermissionChangeSchema,
  packagePermissionsMatrixSchema,
  packagePermissionsSchema,
  packageSchema,
  packageStatusChangeSchema,
  packageWriteSchema,
  pageQuerySchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireGlobalPermission, requirePermissionOrStaff } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { PackageActor, PackagesService } from './packages.service.ts';

const errors = { ...errorResponses(400, 401, 403, 404), 409: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });
const orgParams = z.object({ org: z.uuid() });
const tags = ['packages'];

/**
 * Staff only (the /admin area's admin.portal); what they may do with each package is the package's own
 * permissions, decided by the service.
 */
function staff(request: FastifyRequest): PackageActor {
  const session = requireGlobalPermission(request, 'admin.portal');
  const held = session.globalPermissions.filter((p): p is GlobalPermission =>
    (globalPermissions as readonly string[]).includes(p),
  );
  return { userId: session.userId, ip: request.ip, globalPermissions: held };
}

/** Entitlement packages under the identity v2 paths of SPEC.md 7 (packages; organizations' entitlementPackages). */
export async function packagesRoutes(fastify: FastifyInstance, opts: { db: Db; service: PackagesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, service } = opts;

  app.get(
    '/auth/v2/packages',
    {
      schema: {
        tags,
        summary: 'Staff: a page of the packages they may see (search by name or description, status)',
        querystring: packageListQuerySchema,
        response: { 200: packagePageSchema, ...errors },
      },
    },
    async (request) => service.list(request.query, staff(request)),
  );

  app.post(
    '/auth/v2/packages',
    {
      schema: {
        tags,
        summary: 'Staff (admin.packages): create a package; its name is unique whatever the case',
        body: packageWriteSchema,
        response: { 201: packageSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body, staff(request))),
  );

  app.get(
    '/auth/v2/packages/permissions',
    {
      schema: {
        tags,
        summary: 'Staff (admin.packages): every package with the level each staff permission has on it',
        response: { 200: packagePermissionsMatrixSchema, ...errors },
      },
    },
    async (request) => service.matrix(staff(request)),
  );

  app.get(
    '/auth/v2/packages/:id',
    {
      schema: {
        tags,
        summary: 'Staff: one package (404 when it does not exist or they may not see it)',
        params: idParams,
        response: { 200: packageSchema, ...errors },
      },
    },
    async (request) => service.read(request.params.id, staff(request)),
  );

  app.put(
    '/auth/v2/packages/:id',
    {
      schema: {
        tags,
        summary: "Staff (manage): change a package; every company holding it gets the change's entitlements",
        params: idParams,
        body: packageWriteSchema,
        response: { 200: packageSchema, ...errors },
      },
    },
    async (request) => service.update(request.params.id, request.body, staff(request)),
  );

  app.put(
    '/auth/v2/packages/:id/status',
    {
      schema: {
        tags,
        summary: 'Staff (manage): retire a package (no new companies) or make it active again',
        params: idParams,
        body: packageStatusChangeSchema,
        response: { 200: packageSchema, ...errors },
      },
    },
    async (request) => service.setStatus(request.params.id, request.body.status, staff(request)),
  );

  app.get(
    '/auth/v2/packages/:id/accessPolicies',
    {
      schema: {
        tags,
        summary: 'Staff: which organization types and regions may hold the package (empty: all)',
        params: idParams,
        response: { 200: packageAccessPolicySchema, ...errors },
      },
    },
    async (request) => service.accessPolicy(request.params.id, staff(request)),
  );

  app.put(
    '/auth/v2/packages/:id/accessPolicies',
    {
      schema: {
        tags,
        summary: 'Staff (manage): replace the access policy; it applies to assignments from now on',
        params: idParams,
        body: packageAccessPolicySchema,
        response: { 200: packageAccessPolicySchema, ...errors },
      },
    },
    async (request) => service.setAccessPolicy(request.params.id, request.body, staff(request)),
  );

  app.get(
    '/auth/v2/packages/:id/permissions',
    {
      schema: {
        tags,
        summary: "Staff: each staff permission's level on the package",
        params: idParams,
        response: { 200: packagePermissionsSchema, ...errors },
      },
    },
    async (request) => service.permissions(request.params.id, staff(request)),
  );

  app.put(
    '/auth/v2/packages/:id/permissions/:permission',
    {
      schema: {
        tags,
        summary: "Staff (manage): set one staff permission's level on the package",
        params: idParams.extend({ permission: globalPermissionSchema }),
        body: packagePermissionChangeSchema,
        response: { 200: packagePermissionsSchema, ...errors },
      },
    },
    async (request) =>
      service.setPermission(request.params.id, request.params.permission, request.body.level, staff(request)),
  );

  app.get(
    '/auth/v2/packages/:id/organizations',
    {
      schema: {
        tags,
        summary: 'Staff: a page of the companies holding the package, latest first',
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: packageHolderPageSchema, ...errors },
      },
    },
    async (request) => service.holders(request.params.id, request.query, staff(request)),
  );

  app.get(
    '/auth/v2/organizations/:org/entitlementPackages',
    {
      schema: {
        tags,
        summary: "The company's packages: its members with entitlements.read, or staff",
        params: orgParams,
        response: { 200: companyPackagesSchema, ...errors },
      },
    },
    async (request) => {
      try {
        await requirePermissionOrStaff(
          db,
          request,
          'entitlements.read',
          request.params.org,
          'admin.companies',
        );
      } catch (error) {
        // Another company's packages are answered as a company that does not exist, never confirmed.
        if (error instanceof HttpError && error.statusCode === 403 && request.session)
          if (!(await service.isMember(request.session.userId, request.params.org)))
            throw new HttpError('not_found', 'No such company.');
        throw error;
      }
      return service.companyPackages(request.params.org);
    },
  );

  app.put(
    '/auth/v2/organizations/:org/entitlementPackages/:id',
    {
      schema: {
        tags,
        summary:
          'Staff (assign): give the company a package and the entitlements it holds (409: policy, retired)',
        params: orgParams.extend({ id: z.uuid() }),
        response: { 200: companyPackagesSchema, ...errors },
      },
    },
    async (request) => service.assign(request.params.org, request.params.id, staff(request)),
  );

  app.delete(
    '/auth/v2/organizations/:org/entitlementPackages/:id',
    {
      schema: {
        tags,
        summary: 'Staff (assign): take the package away; what only it granted goes with it',
        params: orgParams.extend({ id: z.uuid() }),
        response: { 200: companyPackagesSchema, ...errors },
      },
    },
    async (request) => service.unassign(request.params.org, request.params.id, staff(request)),
  );
}
