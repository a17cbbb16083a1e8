import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { AdminAppDetail } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../lib/http/isNotFound.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { adminAppQueryOptions } from './api/adminAppsApi.ts';

/** The app of the URL's :id for the admin app pages: not found, an error with Try again, loading, or the page. */
export function AdminAppStates({ children }: { children: (detail: AdminAppDetail) => ReactNode }) {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const query = useQuery(adminAppQueryOptions(id));
  if (isNotFound(query.error)) return <AppNotFound />;
  return (
    <QueryState query={query} errorMessage={t('adminApps.app.loadError')}>
      {children}
    </QueryState>
  );
}

function AppNotFound() {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="sm">
      <Title order={1}>{t('adminApps.app.notFoundTitle')}</Title>
      <Text>{t('adminApps.app.notFound')}</Text>
      <Anchor component={Link} to="/admin/apps">
        {t('adminApps.app.back')}
      </Anchor>
    </Stack>
  );
}
