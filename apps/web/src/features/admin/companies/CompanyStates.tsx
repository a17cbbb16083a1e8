import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { Company } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../lib/http/isNotFound.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { usePageTitle } from '../../../lib/shell/PageTitleContext.tsx';
import { companyQueryOptions } from './api/companiesApi.ts';

/** The company of the URL's :id: not found, an error with Try again, loading, or the page. */
export function CompanyStates({ children }: { children: (company: Company) => ReactNode }) {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const query = useQuery(companyQueryOptions(id));
  usePageTitle(query.data?.organizationName);
  if (isNotFound(query.error))
    return (
      <Stack gap="sm">
        <Title order={1}>{t('companies.notFoundTitle')}</Title>
        <Text>{t('companies.notFound')}</Text>
        <Anchor component={Link} to="/admin/company-management">
          {t('companies.back')}
        </Anchor>
      </Stack>
    );
  // docs/product/companies.md COMPANIES-8: 'Unable to fetch Company Information'.
  return (
    <QueryState query={query} errorMessage={t('companies.loadOneError')}>
      {children}
    </QueryState>
  );
}
