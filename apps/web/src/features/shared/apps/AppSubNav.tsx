import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { appViewPaths } from './appViewPaths.ts';
import { useAppPermissions } from './useAppPermissions.ts';

export type AppSection = 'overview' | 'activity' | 'logs' | 'lifecycle';

/**
 * The app view's sub-pages as tabs that are links: each is its own URL (SPEC.md 2.2), so the tabs
 * navigate, and arrow keys move between them as in any tab list.
 */
export function AppSubNav({ appId, current }: { appId: string; current: AppSection }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { canReadLogs } = useAppPermissions();
  const targets: Partial<Record<AppSection, string>> = {
    overview: appViewPaths.overview(appId),
    activity: appViewPaths.activity(appId),
    ...(canReadLogs ? { logs: appViewPaths.logs(appId) } : {}),
    lifecycle: appViewPaths.lifecycle(appId),
  };
  return (
    <Tabs
      value={current}
      onChange={(value) => {
        const target = targets[value as AppSection];
        if (target && target !== pathname) navigate(target);
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('appView.nav.label')}>
        {(Object.keys(targets) as AppSection[]).map((section) => (
          <Tabs.Tab key={section} value={section}>
            {t(`appView.nav.${section}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
