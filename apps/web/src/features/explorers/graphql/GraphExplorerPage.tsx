import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeatureFlag } from '../../../lib/flags/useFeatureFlag.ts';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { TenantBar, useExplorerTenant } from '../sandbox/useExplorerTenant.tsx';

// GraphiQL and its editor are big: loaded once the user is connected, not with the page.
const GraphiqlPane = lazy(() => import('./GraphiqlPane.tsx'));

/** /graph-api-explorer (docs/product/sandbox.md SANDBOX-12): GraphiQL on a tenant of the company. */
export function GraphExplorerPage() {
  const { t } = useTranslation('core');
  const explorer = useExplorerTenant();
  const { tenant } = explorer;
  const changelog = useFeatureFlag('graphqlChangelog');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('explorers.graphql.title')}</Title>
        <Text c="dimmed">
          {t('explorers.graphql.intro')}{' '}
          {changelog && (
            <Anchor component={Link} to="/graphapi-changelog" underline="always">
              {t('explorers.graphql.toChangelog')}
            </Anchor>
          )}
        </Text>
      </Stack>
      <TenantBar explorer={explorer} />
      {tenant &&
        (explorer.accessToken ? (
          <Suspense fallback={<DelayedSpinner />}>
            <GraphiqlPane tenant={tenant.name} accessToken={explorer.accessToken} />
          </Suspense>
        ) : (
          <Alert color="blue">{t('explorers.graphql.connectFirst')}</Alert>
        ))}
    </Stack>
  );
}
