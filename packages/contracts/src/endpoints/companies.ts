import type {
  accountStatusChangeSchema,
  associateLookupQuerySchema,
  associateLookupSchema,
  associateRequestSchema,
  billingIdCheckQuerySchema,
  billingIdCheckSchema,
  billingIdParamsSchema,
  billingLookupSchema,
  companyListQuerySchema,
  companyPageSchema,
  companyParamsSchema,
  companySchema,
  companyWriteSchema,
} from '../companies/companiesApi.ts';
import { endpointTable, op } from './endpoint.ts';

type OneCompany = { params: typeof companyParamsSchema; response: typeof companySchema };
const staff = { globalPermission: 'admin.companies' } as const;

/**
 * Company administration under the identity v1 paths, all provider staff's (admin.companies). The
 * linking calls answer 404 when the deployment's link-company flag is off: the handler's check.
 */
export const companiesEndpoints = /* @__PURE__ */ endpointTable({
  listCompanies: op<{ query: typeof companyListQuerySchema; response: typeof companyPageSchema }>()({
    method: 'GET',
    path: '/auth/v1/organizations',
    status: 200,
    access: staff,
  }),
  createCompany: op<{ body: typeof companyWriteSchema; response: typeof companySchema }>()({
    method: 'POST',
    path: '/auth/v1/organizations',
    status: 201,
    access: staff,
  }),
  getCompanyByBillingId: op<{ params: typeof billingIdParamsSchema; response: typeof billingLookupSchema }>()(
    {
      method: 'GET',
      path: '/auth/v1/organizations/billings/:billingId',
      status: 200,
      access: staff,
    },
  ),
  checkBillingId: op<{ query: typeof billingIdCheckQuerySchema; response: typeof billingIdCheckSchema }>()({
    method: 'GET',
    path: '/auth/v1/organizations/billingIdCheck',
    status: 200,
    access: staff,
  }),
  findCompaniesToLink: op<{
    query: typeof associateLookupQuerySchema;
    response: typeof associateLookupSchema;
  }>()({
    method: 'GET',
    path: '/auth/v1/organizations/associate',
    status: 200,
    access: staff,
  }),
  linkCompany: op<{ body: typeof associateRequestSchema; response: typeof companySchema }>()({
    method: 'POST',
    path: '/auth/v1/organizations/associate',
    status: 200,
    access: staff,
  }),
  getCompany: op<OneCompany>()({
    method: 'GET',
    path: '/auth/v1/organizations/:id',
    status: 200,
    access: staff,
  }),
  updateCompany: op<OneCompany & { body: typeof companyWriteSchema }>()({
    method: 'PUT',
    path: '/auth/v1/organizations/:id',
    status: 200,
    access: staff,
  }),
  unlinkCompany: op<OneCompany>()({
    method: 'DELETE',
    path: '/auth/v1/organizations/:id/associate',
    status: 200,
    access: staff,
  }),
  changeCompanyAccountStatus: op<OneCompany & { body: typeof accountStatusChangeSchema }>()({
    method: 'POST',
    path: '/auth/v1/organizations/:id/account-status',
    status: 200,
    access: staff,
  }),
});
