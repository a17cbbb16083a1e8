import { can } from '@portal/contracts';
import { useAccessContext } from '../../../app/useAccessContext.ts';

/**
 * What the signed-in user may do to the company's apps, for showing or disabling actions. The server
 * checks the same permissions on every call; this only keeps the page from offering what would fail.
 */
export function useAppPermissions() {
  const context = useAccessContext();
  const certifyByStaff = context.globalPermissions.includes('admin.apps');
  return {
    canWrite: can(context, { orgPermission: 'apps.write' }),
    canDeploy: can(context, { orgPermission: 'apps.deploy' }),
    canCertify: certifyByStaff || can(context, { orgPermission: 'apps.certify' }),
  };
}
