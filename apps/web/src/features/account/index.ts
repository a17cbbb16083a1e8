/**
 * What other features may use of the company account: its entitlements summary and keys (staff's
 * company pages and packages change them; creating a tenant counts against a limit), and the licences a
 * company gives with their status badge (staff's company page and an app's licences page show them), and
 * the account's status as a badge and a line (staff's companies show it, and change it by its keys).
 */
export { entitlementsKeys, entitlementsQueryOptions } from './entitlements/api/entitlementsApi.ts';
export { LicenseStatusBadge } from './licenses/LicenseStatusBadge.tsx';
export { LicensesGiven } from './licenses/LicensesGiven.tsx';
export { AccountStatusBadge, AccountStatusLine, statusKey } from './overview/AccountStatusBadge.tsx';
