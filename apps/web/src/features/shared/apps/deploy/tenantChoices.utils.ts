import { type AppVersion, deployableEnvironments, lifecycleTransition, type Tenant } from '@portal/contracts';
import { versionLifecycle } from './versionLifecycle.ts';

export type TenantChoice = {
  tenant: Tenant;
  allowed: boolean;
  /** i18n key (console) saying why the version may not go to this tenant; null when it may. */
  reasonKey: string | null;
};

/**
 * The company's tenants as deploy targets of a version: the contracts' state machine (the server applies
 * the same one and answers 409) decides which ones the version's stage may reach.
 */
export function tenantChoices(tenants: Tenant[], version: AppVersion, isAppRetired: boolean): TenantChoice[] {
  const state = versionLifecycle(version, isAppRetired);
  return tenants.map((tenant) => {
    if (lifecycleTransition(state, { type: 'deploy', environment: tenant.environment }).ok)
      return { tenant, allowed: true, reasonKey: null };
    const isStageTooLow = !deployableEnvironments(version.environment).includes(tenant.environment);
    return {
      tenant,
      allowed: false,
      reasonKey: isStageTooLow ? 'tenants.deploy.stageTooLow' : 'appView.lifecycle.why.deploy',
    };
  });
}
