import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { EntitlementPackage } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../lib/http/isNotFound.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { usePageTitle } from '../../../lib/shell/PageTitleContext.tsx';
import { packageQueryOptions } from './api/packagesApi.ts';

/** The package of the URL's :id: not found (or not the user's to see), an error with Try again, loading, or the page. */
export function PackageStates({ children }: { children: (pkg: EntitlementPackage) => ReactNode }) {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const query = useQuery(packageQueryOptions(id));
  usePageTitle(query.data?.name);
  if (isNotFound(query.error))
    return (
      <Stack gap="sm">
        <Title order={1}>{t('packages.notFoundTitle')}</Title>
        <Text>{t('packages.notFound')}</Text>
        <Anchor component={Link} to="/admin/packages">
          {t('packages.back')}
        </Anchor>
      </Stack>
    );
  return (
    <QueryState query={query} errorMessage={t('packages.loadOneError')}>
      {children}
    </QueryState>
  );
}
