import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { can } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { userSelfQueryOptions } from '../../../lib/identity/sessionQueries.ts';
import { useAccessContext } from '../../../lib/identity/useAccessContext.ts';
import {
  appViewPaths,
  companyDeploymentsQueryOptions,
  recentAppsQueryOptions,
} from '../../console-apps/index.ts';
import { DashboardCard } from './DashboardCard.tsx';
import { NextSteps } from './NextSteps.tsx';
import { ReviewQueueCard } from './ReviewQueueCard.tsx';

/** The apps the dashboard looks at: the company's most recently changed ones. */
export const DASHBOARD_APPS = 100;
const SHOWN = 5;

/**
 * The signed-in home: what needs the user's attention in the selected company (failing
 * builds, versions waiting for review), what moved lately (deployments), and what to do next.
 */
export function HomeDashboard({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useTranslation('home');
  const { selected } = useCompany();
  const user = useQuery(userSelfQueryOptions());
  const access = useAccessContext();
  const canReadApps = can(access, { orgPermission: 'apps.read' });
  // A reviewer's versions to review are in every company's apps, not the selected company's.
  const isReviewer = access.globalPermissions.includes('admin.review');
  const apps = useQuery({ ...recentAppsQueryOptions(organizationId, DASHBOARD_APPS), enabled: canReadApps });
  const deployments = useQuery({ ...companyDeploymentsQueryOptions(organizationId), enabled: canReadApps });
  const all = apps.data?.data ?? [];
  const failing = all.filter((app) => !app.retiredAt && app.latestVersion?.buildStatus === 'FAILED');
  const inReview = all.filter((app) => app.latestVersion?.reviewState === 'IN_REVIEW');

  return (
    <Stack gap="lg" component="section" aria-labelledby="dashboard-heading">
      <div>
        <Title order={1} id="dashboard-heading">
          {user.data ? t('dashboard.title', { name: user.data.firstName }) : t('dashboard.titleAnonymous')}
        </Title>
        {selected && <Text c="gray.7">{t('dashboard.company', { company: selected.organizationName })}</Text>}
      </div>
      {isReviewer && (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <ReviewQueueCard />
        </SimpleGrid>
      )}
      {canReadApps && (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <DashboardCard
            id="dashboard-failing"
            title={t('dashboard.failing.title')}
            query={apps}
            items={failing.slice(0, SHOWN)}
            empty={t('dashboard.failing.empty')}
            error={t('dashboard.error')}
          >
            {(app) => (
              <Stack component="li" key={app.id} gap={0}>
                <Anchor
                  component={Link}
                  to={appViewPaths.build(app.id, app.latestVersion!.id, app.latestVersion!.buildId ?? '')}
                  fw={600}
                >
                  {t('dashboard.failing.item', { name: app.name, version: app.latestVersion!.version })}
                </Anchor>
                <Text size="xs" c="gray.7">
                  {t('dashboard.failing.when', { date: formatDateTime(app.updatedAt, i18n.language) })}
                </Text>
              </Stack>
            )}
          </DashboardCard>
          <DashboardCard
            id="dashboard-review"
            title={t('dashboard.review.title')}
            query={apps}
            items={inReview.slice(0, SHOWN)}
            empty={t('dashboard.review.empty')}
            error={t('dashboard.error')}
          >
            {(app) => (
              <Stack component="li" key={app.id} gap={0}>
                <Anchor component={Link} to={appViewPaths.lifecycle(app.id)} fw={600}>
                  {t('dashboard.review.item', { name: app.name, version: app.latestVersion!.version })}
                </Anchor>
                <Text size="xs" c="gray.7">
                  {t('dashboard.review.where', { environment: app.latestVersion!.environment })}
                </Text>
              </Stack>
            )}
          </DashboardCard>
          <DashboardCard
            id="dashboard-deployments"
            title={t('dashboard.deployments.title')}
            query={deployments}
            items={(deployments.data ?? []).slice(0, SHOWN)}
            empty={t('dashboard.deployments.empty')}
            error={t('dashboard.error')}
          >
            {(deployment) => (
              <Stack component="li" key={deployment.id} gap={0}>
                <Anchor component={Link} to={appViewPaths.overview(deployment.appId)} fw={600}>
                  {t('dashboard.deployments.item', {
                    name: deployment.appName,
                    version: deployment.version,
                    tenant: deployment.tenant,
                  })}
                </Anchor>
                <Text size="xs" c="gray.7">
                  {formatDateTime(deployment.deployedAt, i18n.language)}
                </Text>
              </Stack>
            )}
          </DashboardCard>
        </SimpleGrid>
      )}
      <NextSteps
        appCount={apps.isSuccess ? apps.data.total : null}
        firstFailing={failing[0] ?? null}
        hasDeployments={deployments.isSuccess ? deployments.data.length > 0 : null}
      />
    </Stack>
  );
}
