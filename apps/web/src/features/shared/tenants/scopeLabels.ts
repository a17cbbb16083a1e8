import { type ApiClientScope, isPortalScope } from '@portal/contracts';
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
