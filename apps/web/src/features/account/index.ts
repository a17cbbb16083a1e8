/**
 * What other features may use of the company account: its entitlements summary and keys (staff's
 * company pages and packages change them; creating a tenant counts against a limit).
 */
export { entitlementsKeys, entitlementsQueryOptions } from './entitlements/api/entitlementsApi.ts';
