import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePublicConfig } from '../../../lib/config/PublicConfigContext.tsx';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { useStatusTrigger } from '../../../lib/routes/StatusTriggerContext.tsx';
import { CreateAppModal } from '../create/CreateAppModal.tsx';
import { useAppPermissions } from '../view/useAppPermissions.ts';
import { type AppListName, appListPath } from './appsListPaths.ts';
import { LicensedAppsList } from './LicensedAppsList.tsx';
import { OwnAppsList } from './OwnAppsList.tsx';

const lists: AppListName[] = ['all', 'builtOn', 'licensed', 'retired'];

/** /console/apps and its lists: one tab per list, each tab a URL of its own. */
export function AppsListPage({ list }: { list: AppListName }) {
  const { t } = useTranslation('console');
  const { productName } = usePublicConfig();
  const navigate = useNavigate();
  const { canWrite } = useAppPermissions();
  const [isCreateOpen, setCreateOpen] = useState(false);
  const company = useCompany();
  if (!company.isLoading && !company.selected) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('appsList.title')}</Title>
        <Text c="gray.7">{t('appsList.noCompany')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t('appsList.title')}</Title>
        {canWrite && <Button onClick={() => setCreateOpen(true)}>{t('appsList.create')}</Button>}
      </Group>
      <Tabs
        value={list}
        keepMounted={false}
        onChange={(value) => value && navigate(appListPath(value as AppListName, productName))}
      >
        <Tabs.List>
          {lists.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`appsList.tabs.${name}`, { product: productName })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {lists.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            {name === 'licensed' ? <LicensedAppsList /> : <OwnAppsList list={name} />}
          </Tabs.Panel>
        ))}
      </Tabs>
      <CreateAppModal opened={isCreateOpen} onClose={() => setCreateOpen(false)} />
    </Stack>
  );
}

export function AllAppsPage() {
  return <AppsListPage list="all" />;
}
export function LicensedAppsPage() {
  return <AppsListPage list="licensed" />;
}
export function RetiredAppsPage() {
  return <AppsListPage list="retired" />;
}

/** builtOn{product}: any other word in that place of the path is not a page (routes.tsx explains). */
export function BuiltOnAppsPage() {
  const { builtOnList = '' } = useParams();
  const { productName } = usePublicConfig();
  const trigger = useStatusTrigger();
  const isBuiltOn = builtOnList === `builtOn${productName}`;
  useEffect(() => {
    if (!isBuiltOn) trigger.notFound();
  }, [isBuiltOn, trigger]);
  return isBuiltOn ? <AppsListPage list="builtOn" /> : null;
}
