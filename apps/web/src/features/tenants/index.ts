/**
 * What other features may use of tenants: the company's tenants, the user's stored tenant tokens and the
 * hook that connects one with the consent dialog it needs (the explorers, the studio and the builder's
 * preview call the sandbox with it; API clients and integrations pick tenants).
 */
export { companyTenantsQueryOptions } from './api/tenantsApi.ts';
export { ConsentDialog } from './ConsentDialog.tsx';
export { storeToken } from './storedTokens.ts';
export { useTenantToken } from './useTenantToken.ts';
