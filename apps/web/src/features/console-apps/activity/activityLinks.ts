import { type AuditRow, appActivityKindOf } from '@portal/contracts';
import { appViewPaths } from '../view/appViewPaths.ts';

/** The version label an audit line names: builds, promotions and deploys record it in before/after. */
function versionLabelOf(row: AuditRow): string | null {
  const label = row.after?.version ?? row.before?.version;
  return typeof label === 'string' ? label : null;
}

/**
 * Where an activity line leads: a run to its run page, a version's build, promotion or deploy to that
 * version (found among the app's versions by its label), a settings change to the app's overview.
 */
export function activityLinkOf(
  appId: string,
  row: AuditRow,
  versions: readonly { id: string; version: string }[],
): string {
  const kind = appActivityKindOf(row.action);
  if (kind === 'runs' && row.target) return appViewPaths.orchestrationRun(appId, row.target);
  if (kind === 'builds' || kind === 'promotions' || kind === 'deploys') {
    const label = versionLabelOf(row);
    const version = label === null ? undefined : versions.find((v) => v.version === label);
    return version ? appViewPaths.version(appId, version.id) : appViewPaths.lifecycle(appId);
  }
  return appViewPaths.overview(appId);
}
