/**
 * The operations of the portal's OpenAPI document that have no operationId yet: the routes not moved to
 * the endpoint table (docs/architecture.md "Endpoints"), whose spec names each operation. Redocly's
 * `operation-operationId` warning is tolerated for these only. The list may only shrink: an operation
 * that gained its name, or is gone, fails apps/server/src/platform/openapiLint.api.test.ts until its line goes.
 */
export const UNNAMED_OPERATIONS: readonly string[] = [
  'GET /sandbox/graphql/changelog',
  'GET /sandbox/{tenant}/api/workers/v1/openapi.json',
  'GET /sandbox/{tenant}/api/workers/v1/workers',
  'GET /sandbox/{tenant}/api/workers/v1/workers/{id}',
  'PATCH /sandbox/{tenant}/api/workers/v1/workers/{id}',
  'GET /sandbox/{tenant}/api/workers/v2/openapi.json',
  'GET /sandbox/{tenant}/api/workers/v2/workers',
  'GET /sandbox/{tenant}/api/workers/v2/workers/{id}',
  'PATCH /sandbox/{tenant}/api/workers/v2/workers/{id}',
  'GET /sandbox/{tenant}/api/organizations/v1/openapi.json',
  'GET /sandbox/{tenant}/api/organizations/v1/organizations',
  'GET /sandbox/{tenant}/api/organizations/v1/organizations/{id}',
  'GET /sandbox/{tenant}/api/jobProfiles/v1/openapi.json',
  'GET /sandbox/{tenant}/api/jobProfiles/v1/jobProfiles',
  'GET /sandbox/{tenant}/api/jobProfiles/v1/jobProfiles/{id}',
  'GET /sandbox/{tenant}/api/absenceManagement/v1/openapi.json',
  'GET /sandbox/{tenant}/api/absenceManagement/v1/timeOffRequests',
  'POST /sandbox/{tenant}/api/absenceManagement/v1/timeOffRequests',
  'GET /sandbox/{tenant}/api/absenceManagement/v1/timeOffRequests/{id}',
  'GET /sandbox/{tenant}/api/absenceManagement/v1/workers/{id}/balances',
  'GET /sandbox/{tenant}/api/financials/v1/openapi.json',
  'GET /sandbox/{tenant}/api/financials/v1/suppliers',
  'GET /sandbox/{tenant}/api/financials/v1/suppliers/{id}',
  'GET /sandbox/{tenant}/api/financials/v1/invoices',
  'POST /sandbox/{tenant}/api/financials/v1/invoices',
  'GET /sandbox/{tenant}/api/financials/v1/invoices/{id}',
];
