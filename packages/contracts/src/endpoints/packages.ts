import type {
  companyPackageParamsSchema,
  companyPackagesSchema,
  packageAccessPolicySchema,
  packageHolderPageSchema,
  packageListQuerySchema,
  packagePageSchema,
  packageParamsSchema,
  packagePermissionChangeSchema,
  packagePermissionParamsSchema,
  packagePermissionsMatrixSchema,
  packagePermissionsSchema,
  packageSchema,
  packageStatusChangeSchema,
  packageWriteSchema,
} from '../entitlements/packagesApi.ts';
import type { organizationParamsSchema } from '../identity/organizations.ts';
import type { pageQuerySchema } from '../paging.ts';
import { endpointTable, op } from './endpoint.ts';

// Staff of the /admin area (admin.portal); what each may do with a package is the package's own
// permissions, which the service decides.
const staff = { globalPermission: 'admin.portal' } as const;

/** Entitlement packages under /auth/v2/packages, and a company's under its entitlementPackages. */
export const packagesEndpoints = /* @__PURE__ */ endpointTable({
  listPackages: op<{ query: typeof packageListQuerySchema; response: typeof packagePageSchema }>()({
    method: 'GET',
    path: '/auth/v2/packages',
    status: 200,
    access: staff,
  }),
  createPackage: op<{ body: typeof packageWriteSchema; response: typeof packageSchema }>()({
    method: 'POST',
    path: '/auth/v2/packages',
    status: 201,
    access: staff,
  }),
  getPackagePermissionsMatrix: op<{ response: typeof packagePermissionsMatrixSchema }>()({
    method: 'GET',
    path: '/auth/v2/packages/permissions',
    status: 200,
    access: staff,
  }),
  getPackage: op<{ params: typeof packageParamsSchema; response: typeof packageSchema }>()({
    method: 'GET',
    path: '/auth/v2/packages/:id',
    status: 200,
    access: staff,
  }),
  updatePackage: op<{
    params: typeof packageParamsSchema;
    body: typeof packageWriteSchema;
    response: typeof packageSchema;
  }>()({
    method: 'PUT',
    path: '/auth/v2/packages/:id',
    status: 200,
    access: staff,
  }),
  setPackageStatus: op<{
    params: typeof packageParamsSchema;
    body: typeof packageStatusChangeSchema;
    response: typeof packageSchema;
  }>()({
    method: 'PUT',
    path: '/auth/v2/packages/:id/status',
    status: 200,
    access: staff,
  }),
  getPackageAccessPolicy: op<{
    params: typeof packageParamsSchema;
    response: typeof packageAccessPolicySchema;
  }>()({
    method: 'GET',
    path: '/auth/v2/packages/:id/accessPolicies',
    status: 200,
    access: staff,
  }),
  setPackageAccessPolicy: op<{
    params: typeof packageParamsSchema;
    body: typeof packageAccessPolicySchema;
    response: typeof packageAccessPolicySchema;
  }>()({
    method: 'PUT',
    path: '/auth/v2/packages/:id/accessPolicies',
    status: 200,
    access: staff,
  }),
  getPackagePermissions: op<{
    params: typeof packageParamsSchema;
    response: typeof packagePermissionsSchema;
  }>()({
    method: 'GET',
    path: '/auth/v2/packages/:id/permissions',
    status: 200,
    access: staff,
  }),
  setPackagePermission: op<{
    params: typeof packagePermissionParamsSchema;
    body: typeof packagePermissionChangeSchema;
    response: typeof packagePermissionsSchema;
  }>()({
    method: 'PUT',
    path: '/auth/v2/packages/:id/permissions/:permission',
    status: 200,
    access: staff,
  }),
  listPackageHolders: op<{
    params: typeof packageParamsSchema;
    query: typeof pageQuerySchema;
    response: typeof packageHolderPageSchema;
  }>()({
    method: 'GET',
    path: '/auth/v2/packages/:id/organizations',
    status: 200,
    access: staff,
  }),
  listCompanyPackages: op<{
    params: typeof organizationParamsSchema;
    response: typeof companyPackagesSchema;
  }>()({
    method: 'GET',
    path: '/auth/v2/organizations/:org/entitlementPackages',
    status: 200,
    // Its members with entitlements.read, or staff; another company's answers 404: the handler's.
    access: 'session',
  }),
  assignCompanyPackage: op<{
    params: typeof companyPackageParamsSchema;
    response: typeof companyPackagesSchema;
  }>()({
    method: 'PUT',
    path: '/auth/v2/organizations/:org/entitlementPackages/:id',
    status: 200,
    access: staff,
  }),
  unassignCompanyPackage: op<{
    params: typeof companyPackageParamsSchema;
    response: typeof companyPackagesSchema;
  }>()({
    method: 'DELETE',
    path: '/auth/v2/organizations/:org/entitlementPackages/:id',
    status: 200,
    access: staff,
  }),
});
