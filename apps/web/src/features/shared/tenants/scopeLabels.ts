import type { TenantTokenScope } from '@portal/contracts';
import type { TFunction } from 'i18next';

/** 'Workers: read' for workers.read, in the user's language. */
export function scopeLabel(t: TFunction<'console'>, scope: TenantTokenScope): string {
  const [service, access] = scope.split('.') as [string, 'read' | 'write'];
  return t('tenants.page.scope', {
    service: t(`tenants.page.services.${service}`),
    access: t(`tenants.page.access.${access}`),
  });
}
