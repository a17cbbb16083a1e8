import { Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../lib/navigation/LinkTabs.tsx';
import { useLinksOnDeployment } from '../../lib/routes/RouteTableContext.tsx';

/** The admin area's sections, in the order staff work through them. */
const sections = [
  { path: '/admin/apps', key: 'apps' },
  { path: '/admin/app-catalog', key: 'appCatalog' },
  { path: '/admin/company-management', key: 'companies' },
  { path: '/admin/roles', key: 'roles' },
  { path: '/admin/user-management', key: 'users' },
  { path: '/admin/packages', key: 'packages' },
  { path: '/admin/build', key: 'build' },
  { path: '/admin/manage-suvs', key: 'manageSuvs' },
  { path: '/admin/tutorial-manager', key: 'tutorialManager' },
] as const;

/** The admin area's own navigation: the sections built on this deployment that the user may open. */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const shown = useLinksOnDeployment(sections);
  if (shown.length < 2) return null;
  return (
    <LinkTabs
      label={t('nav.label')}
      tabs={shown.map((section) => ({ path: section.path, label: t(`routes.${section.key}`) }))}
    />
  );
}

/** An admin page under the admin navigation. */
export function withAdminNav<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  return function AdminPage(props: Props) {
    return (
      <Stack gap="md">
        <AdminNav />
        <Page {...props} />
      </Stack>
    );
  };
}
