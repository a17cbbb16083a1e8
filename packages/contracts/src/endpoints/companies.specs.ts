import {
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
import { companiesEndpoints } from './companies.ts';
import { endpointSpecs } from './endpoint.ts';

const errors = [400, 401, 403, 404, 409];
const params = companyParamsSchema;
const response = companySchema;

export const companiesSpecs = /* @__PURE__ */ endpointSpecs(companiesEndpoints, ['companies'], {
  listCompanies: {
    summary: 'Companies by name, searched and filtered by type and region, paged (admin.companies)',
    errors,
    schemas: { query: companyListQuerySchema, response: companyPageSchema },
  },
  createCompany: {
    summary: 'Create a company: INITIATED, then provisioned by the job (admin.companies)',
    errors,
    schemas: { body: companyWriteSchema, response },
  },
  getCompanyByBillingId: {
    summary: 'The company holding a billing ID, or 404 (admin.companies)',
    errors,
    schemas: { params: billingIdParamsSchema, response: billingLookupSchema },
  },
  checkBillingId: {
    summary: 'Whether a billing ID is free, and the company holding it if not (admin.companies)',
    errors,
    schemas: { query: billingIdCheckQuerySchema, response: billingIdCheckSchema },
  },
  findCompaniesToLink: {
    summary: 'Companies to link to, by exact billing ID or name (admin.companies)',
    errors,
    schemas: { query: associateLookupQuerySchema, response: associateLookupSchema },
  },
  linkCompany: {
    summary: 'Link a company to another one (admin.companies): not to one linked elsewhere, nor of its type',
    errors,
    schemas: { body: associateRequestSchema, response },
  },
  getCompany: {
    summary: 'A company with its links and account status (admin.companies)',
    errors,
    schemas: { params, response },
  },
  updateCompany: {
    summary: 'Edit a company (admin.companies)',
    errors,
    schemas: { params, body: companyWriteSchema, response },
  },
  unlinkCompany: {
    summary: "Remove a company's link (admin.companies)",
    errors,
    schemas: { params, response },
  },
  changeCompanyAccountStatus: {
    summary: 'A staff step of the account status (provision, retry, request or withdraw deletion)',
    errors,
    schemas: { params, body: accountStatusChangeSchema, response },
  },
});
