import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../../lib/navigation/LinkTabs.tsx';
import { useLinksOnDeployment } from '../../../lib/routes/RouteTableContext.tsx';

const sections = [
  { path: '/admin/build', key: 'build' },
  { path: '/admin/build/env', key: 'buildEnv' },
  { path: '/admin/build/utils', key: 'buildUtils' },
] as const;

/** /admin/build's own pages: the queue, the environment and the utilities that are built here. */
export function BuildSubNav() {
  const { t } = useTranslation('admin');
  const shown = useLinksOnDeployment(sections);
  if (shown.length < 2) return null;
  return (
    <LinkTabs
      label={t('builds.nav')}
      tabs={shown.map((section) => ({ path: section.path, label: t(`builds.tabs.${section.key}`) }))}
    />
  );
}
