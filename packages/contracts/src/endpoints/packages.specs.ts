import {
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
import { organizationParamsSchema } from '../identity/organizations.ts';
import { pageQuerySchema } from '../paging.ts';
import { endpointSpecs } from './endpoint.ts';
import { packagesEndpoints } from './packages.ts';

const errors = [400, 401, 403, 404, 409];
const params = packageParamsSchema;

export const packagesSpecs = /* @__PURE__ */ endpointSpecs(packagesEndpoints, ['packages'], {
  listPackages: {
    summary: 'Staff: a page of the packages they may see (search by name or description, status)',
    errors,
    schemas: { query: packageListQuerySchema, response: packagePageSchema },
  },
  createPackage: {
    summary: 'Staff (admin.packages): create a package; its name is unique whatever the case',
    errors,
    schemas: { body: packageWriteSchema, response: packageSchema },
  },
  getPackagePermissionsMatrix: {
    summary: 'Staff (admin.packages): every package with the level each staff permission has on it',
    errors,
    schemas: { response: packagePermissionsMatrixSchema },
  },
  getPackage: {
    summary: 'Staff: one package (404 when it does not exist or they may not see it)',
    errors,
    schemas: { params, response: packageSchema },
  },
  updatePackage: {
    summary: "Staff (manage): change a package; every company holding it gets the change's entitlements",
    errors,
    schemas: { params, body: packageWriteSchema, response: packageSchema },
  },
  setPackageStatus: {
    summary: 'Staff (manage): retire a package (no new companies) or make it active again',
    errors,
    schemas: { params, body: packageStatusChangeSchema, response: packageSchema },
  },
  getPackageAccessPolicy: {
    summary: 'Staff: which organization types and regions may hold the package (empty: all)',
    errors,
    schemas: { params, response: packageAccessPolicySchema },
  },
  setPackageAccessPolicy: {
    summary: 'Staff (manage): replace the access policy; it applies to assignments from now on',
    errors,
    schemas: { params, body: packageAccessPolicySchema, response: packageAccessPolicySchema },
  },
  getPackagePermissions: {
    summary: "Staff: each staff permission's level on the package",
    errors,
    schemas: { params, response: packagePermissionsSchema },
  },
  setPackagePermission: {
    summary: "Staff (manage): set one staff permission's level on the package",
    errors,
    schemas: {
      params: packagePermissionParamsSchema,
      body: packagePermissionChangeSchema,
      response: packagePermissionsSchema,
    },
  },
  listPackageHolders: {
    summary: 'Staff: a page of the companies holding the package, latest first',
    errors,
    schemas: { params, query: pageQuerySchema, response: packageHolderPageSchema },
  },
  listCompanyPackages: {
    summary: "The company's packages: its members with entitlements.read, or staff",
    errors,
    schemas: { params: organizationParamsSchema, response: companyPackagesSchema },
  },
  assignCompanyPackage: {
    summary:
      'Staff (assign): give the company a package and the entitlements it holds (409: policy, retired)',
    errors,
    schemas: { params: companyPackageParamsSchema, response: companyPackagesSchema },
  },
  unassignCompanyPackage: {
    summary: 'Staff (assign): take the package away; what only it granted goes with it',
    errors,
    schemas: { params: companyPackageParamsSchema, response: companyPackagesSchema },
  },
});
