import { can } from '@portal/contracts';
import { useAccessContext } from '../../../app/useAccessContext.ts';
import { useFeatureFlag } from '../../../lib/flags/useFeatureFlag.ts';

/** What the user may do with the company's apps: the org permissions the server checks too. */
export function useAppPermissions() {
  const access = useAccessContext();
  const isRetirementOn = useFeatureFlag('appRetirement');
  return {
    canWrite: can(access, { orgPermission: 'apps.write' }),
    // SPEC.md 9: app retirement is behind a flag (on by default).
    canRetire: isRetirementOn && can(access, { orgPermission: 'apps.retire' }),
  };
}
