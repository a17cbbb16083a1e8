import { Button, Title } from '@mantine/core';
import type { OpenidScope, TenantTokenScope } from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format/dates.ts';
import { EmptyText } from '../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { DataTable } from '../../lib/tables/DataTable.tsx';
import { consentScopeLabels } from '../api-clients/index.ts';

type Consent = {
  id: string;
  tenant: string;
  scopes: TenantTokenScope[];
  /** An application's consent: what it learns about the user (OpenID Connect). */
  openidScopes?: OpenidScope[];
  grantedAt: string;
};

/**
 * A list of what the user allowed on the company's tenants (the portal itself, or an application), with
 * its loading, error and empty states and a button to withdraw each; the caller confirms and withdraws.
 */
export function ConsentTable<T extends Consent>({
  title,
  query,
  texts,
  who,
  onWithdraw,
}: {
  title: string;
  query: UseQueryResult<{ data: T[] }>;
  texts: { failed: string; none: string; withdrawNamed: (consent: T) => string };
  /** A first column naming who was allowed, when the list has several. */
  who?: { header: string; cell: (consent: T) => string };
  onWithdraw: (consent: T) => void;
}) {
  const { t, i18n } = useTranslation('console');
  return (
    <>
      <Title order={2} size="h3">
        {title}
      </Title>
      <QueryState
        query={query}
        errorMessage={texts.failed}
        empty={{ when: (page) => page.data.length === 0, show: <EmptyText>{texts.none}</EmptyText> }}
      >
        {(page) => (
          <DataTable
            columns={[
              ...(who ? [who.header] : []),
              t('tenants.page.columns.tenant'),
              t('tenants.page.columns.scopes'),
              t('tenants.page.columns.granted'),
              t('tenants.page.columns.actions'),
            ]}
            rows={page.data.map((consent) => ({
              key: consent.id,
              cells: [
                ...(who ? [who.cell(consent)] : []),
                consent.tenant,
                consentScopeLabels(t, consent),
                formatDateTime(consent.grantedAt, i18n.language),
                <Button
                  key="withdraw"
                  size="xs"
                  variant="default"
                  color="red"
                  onClick={() => onWithdraw(consent)}
                  aria-label={texts.withdrawNamed(consent)}
                >
                  {t('tenants.page.withdraw')}
                </Button>,
              ],
            }))}
          />
        )}
      </QueryState>
    </>
  );
}
