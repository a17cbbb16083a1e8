import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AppPage } from '@portal/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format/dates.ts';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { useSession } from '../../lib/identity/useSession.ts';
import { EmptyText } from '../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { BuildStatusBadge, recentAppsQueryOptions } from '../console-apps/index.ts';

/** How many apps the home page shows. */
export const RECENT_APPS_COUNT = 5;

/** The selected company's recently modified apps; only for a signed-in user with a company. */
export function RecentApps() {
  const { isSignedIn } = useSession();
  const { selected } = useCompany();
  if (!isSignedIn || !selected) return null;
  return <RecentAppsCard organizationId={selected.organizationUuid} />;
}

function RecentAppsCard({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('home');
  const query = useQuery(recentAppsQueryOptions(organizationId, RECENT_APPS_COUNT));
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby="recent-apps-heading">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="recent-apps-heading">
            {t('recentApps.title')}
          </Title>
          <Anchor component={Link} to="/console/apps" size="sm" fw={600}>
            {t('recentApps.viewAll')}
          </Anchor>
        </Group>
        <RecentAppsBody query={query} />
      </Stack>
    </Card>
  );
}

function RecentAppsBody({ query }: { query: UseQueryResult<AppPage> }) {
  const { t, i18n } = useTranslation('home');
  return (
    <QueryState
      query={query}
      errorMessage={t('recentApps.error')}
      empty={{
        when: (loaded) => loaded.data.length === 0,
        show: <EmptyText>{t('recentApps.empty')}</EmptyText>,
      }}
    >
      {(loaded) => (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {loaded.data.map((app) => (
            <Group component="li" key={app.id} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Anchor component={Link} to={`/console/apps/view/${app.id}`} fw={600}>
                  {app.name}
                </Anchor>
                <Text size="xs" c="gray.7">
                  {t('recentApps.updated', { date: formatDateTime(app.updatedAt, i18n.language) })}
                </Text>
              </Stack>
              <BuildStatusBadge status={app.latestVersion?.buildStatus} />
            </Group>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
