import { type ApiClientScope, isPortalScope, type OpenidScope, openidScopes } from '@portal/contracts';
import type { TFunction } from 'i18next';

/**
 * 'Workers: read' for workers.read, in the user's language; a portal scope (portal.apps.read) says what it
 * opens in the portal.
 */
export function scopeLabel(t: TFunction<'console'>, scope: ApiClientScope): string {
  if (isPortalScope(scope)) {
    const [, area, access = 'write'] = scope.split('.');
    return t(`apiClients.portalScopes.${area}.${access}`);
  }
  const [service, access] = scope.split('.') as [string, 'read' | 'write'];
  return t('tenants.page.scope', {
    service: t(`tenants.page.services.${service}`),
    access: t(`tenants.page.access.${access}`),
  });
}

/**
 * A consent's scopes as a sentence: what an API client learns about the user with OpenID Connect first
 * (in the order of openidScopes), then what it may do.
 */
export function consentScopeLabels(
  t: TFunction<'console'>,
  consent: { scopes: readonly ApiClientScope[]; openidScopes?: readonly OpenidScope[] },
): string {
  return [
    ...openidScopes
      .filter((scope) => consent.openidScopes?.includes(scope))
      .map((scope) => t(`apiClients.consents.identity.${scope}`)),
    ...consent.scopes.map((scope) => scopeLabel(t, scope)),
  ].join(', ');
}
