import { Stack, Text, Title } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/dates.ts';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { LinkTabs } from '../../../lib/navigation/LinkTabs.tsx';
import { useNotFoundOn404 } from '../../../lib/routes/useNotFoundOn404.ts';
import { appQueryOptions, licensedAppsQueryOptions } from '../api/appsQueries.ts';
import { appViewPaths } from '../view/appViewPaths.ts';
import { useAppPageTitle } from '../view/useAppPageTitle.ts';
import { useAppPermissions } from '../view/useAppPermissions.ts';

export type LicensedSection = 'overview' | 'orchestrations';

const sectionTitles = {
  overview: 'routes.licensedApp',
  orchestrations: 'routes.appOrchestrationActivity',
} as const satisfies Record<LicensedSection, string>;

/**
 * Every licensed app view page (/console/apps/licensed/:id...): the app's name, the sub-navigation, and
 * the page once the app is loaded. An app the company holds no license for is Not Found; so are the
 * orchestration pages once every license has expired (the server answers their calls 404 then). Under a
 * license not yet begun they say when it begins. An ended license is not listed: the app is Not Found.
 */
export function LicensedAppFrame({
  appId,
  section,
  children,
}: {
  appId: string;
  section: LicensedSection;
  children: (app: App) => ReactNode;
}) {
  const { t, i18n } = useTranslation('console');
  const app = useQuery(appQueryOptions(appId));
  const licenses = useQuery(licensedAppsQueryOptions(useCompany().selected?.organizationUuid ?? null));
  useAppPageTitle(t(sectionTitles[section]), app.data?.name);
  const licensesOfApp = licenses.data?.data.filter((license) => license.appId === app.data?.id) ?? [];
  // An app of the company itself, or one it holds no license for, is not a licensed app.
  const isNotLicensed = app.isSuccess && licenses.isSuccess && licensesOfApp.length === 0;
  const isActive = licensesOfApp.some((l) => l.status === 'Active');
  // A license not yet begun: its runs are not the company's yet, which the page says instead of a 404.
  const upcoming = isActive ? undefined : licensesOfApp.find((l) => l.status === 'NotStarted');
  const hasEnded = section !== 'overview' && licenses.isSuccess && !isActive && !upcoming;
  const isMissing = useNotFoundOn404(
    isNotLicensed || (app.isSuccess && hasEnded) ? { status: 404 } : app.error,
  );

  // The route's Not Found replaces the page.
  if (isMissing) return null;
  return (
    <QueryState
      query={app}
      errorMessage={t('appView.licensed.appsFailed')}
      errorDetail={(error) => error.message}
    >
      {(data) => (
        <Stack gap="lg">
          <div>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {data.name}
            </Title>
            <Text size="sm" c="gray.7">
              {t('appView.referenceId')}: {data.referenceId} · {t(`appView.types.${data.type}`)}
            </Text>
          </div>
          <LicensedSubNav appId={data.id} current={section} />
          {section !== 'overview' && upcoming ? (
            <Text>
              {t('appView.licensed.notBegunActivity', {
                date: formatDate(upcoming.licenseStart, i18n.language),
              })}
            </Text>
          ) : (
            children(data)
          )}
        </Stack>
      )}
    </QueryState>
  );
}

/** The licensed app view's sub-pages as link tabs, like the owned app view's. */
function LicensedSubNav({ appId, current }: { appId: string; current: LicensedSection }) {
  const { t } = useTranslation('console');
  const { canReadOrchestrations } = useAppPermissions();
  const targets: Partial<Record<LicensedSection, string>> = {
    overview: appViewPaths.licensed(appId),
    ...(canReadOrchestrations ? { orchestrations: appViewPaths.licensedOrchestrationActivity(appId) } : {}),
  };
  const sections = Object.keys(targets) as LicensedSection[];
  // One tab is no navigation: a user who may not read runs sees the page alone.
  if (sections.length < 2) return null;
  return (
    <LinkTabs
      label={t('appView.nav.label')}
      tabs={sections.map((section) => ({ path: targets[section]!, label: t(`appView.nav.${section}`) }))}
      current={targets[current]}
    />
  );
}
