import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../../lib/navigation/LinkTabs.tsx';
import { appViewPaths } from './appViewPaths.ts';
import { useAppPermissions } from './useAppPermissions.ts';

export type AppSection =
  | 'overview'
  | 'activity'
  | 'logs'
  | 'orchestrations'
  | 'lifecycle'
  | 'board'
  | 'licenses';

/**
 * The app view's sub-pages as link tabs (each its own URL, docs/product/apps.md APPS-10); the page says which
 * is current, so a version or build page keeps Activity marked.
 */
export function AppSubNav({ appId, current }: { appId: string; current: AppSection }) {
  const { t } = useTranslation('console');
  const { canReadLogs, canReadOrchestrations, canManageLicenses } = useAppPermissions();
  const targets: Partial<Record<AppSection, string>> = {
    overview: appViewPaths.overview(appId),
    activity: appViewPaths.activity(appId),
    ...(canReadLogs ? { logs: appViewPaths.logs(appId) } : {}),
    ...(canReadOrchestrations ? { orchestrations: appViewPaths.orchestrationActivity(appId) } : {}),
    lifecycle: appViewPaths.lifecycle(appId),
    board: appViewPaths.board(appId),
    ...(canManageLicenses ? { licenses: appViewPaths.licenses(appId) } : {}),
  };
  const sections = Object.keys(targets) as AppSection[];
  return (
    <LinkTabs
      label={t('appView.nav.label')}
      tabs={sections.map((section) => ({ path: targets[section]!, label: t(`appView.nav.${section}`) }))}
      current={targets[current]}
    />
  );
}
