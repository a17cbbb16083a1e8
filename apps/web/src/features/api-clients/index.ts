/**
 * What other features may use of API clients: the labels of the scopes a client or a tenant token is
 * given (the tenants' consents show them).
 */
export { consentScopeLabels, scopeLabel } from './scopeLabels.ts';
