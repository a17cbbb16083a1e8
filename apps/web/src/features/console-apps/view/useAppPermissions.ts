import { can } from '@portal/contracts';
import { useFeatureFlag } from '../../../lib/flags/useFeatureFlag.ts';
import { useAccessContext } from '../../../lib/identity/useAccessContext.ts';

/**
 * What the signed-in user may do to the company's apps, for showing or disabling actions. The server
 * checks the same permissions on every call; this only keeps the pages from offering what would fail.
 */
export function useAppPermissions() {
  const context = useAccessContext();
  const isRetirementOn = useFeatureFlag('appRetirement');
  return {
    canWrite: can(context, { orgPermission: 'apps.write' }),
    canDeploy: can(context, { orgPermission: 'apps.deploy' }),
    // The logs pages need logs.read: without it, no tab or link leads to their 403 view.
    canReadLogs: can(context, { orgPermission: 'logs.read' }),
    // Orchestration runs: their activity pages, and launching or cancelling a run.
    canReadOrchestrations: can(context, { orgPermission: 'orchestrations.read' }),
    canRunOrchestrations: can(context, { orgPermission: 'orchestrations.write' }),
    // The app's Licenses tab: granting and ending licences to other companies.
    canManageLicenses: can(context, { orgPermission: 'licenses.manage' }),
    canCertify:
      context.globalPermissions.includes('admin.review') || can(context, { orgPermission: 'apps.certify' }),
    // docs/product/apps.md APPS-8: app retirement is behind a flag (on by default).
    canRetire: isRetirementOn && can(context, { orgPermission: 'apps.retire' }),
  };
}
