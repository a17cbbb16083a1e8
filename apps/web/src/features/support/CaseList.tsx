import { Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { type SupportStatus, supportStatuses } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format/dates.ts';
import { Pager } from '../../lib/lists/Pager.tsx';
import { EmptyText } from '../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { DataTable } from '../../lib/tables/DataTable.tsx';
import { type CaseScope, caseListQueryOptions } from './api/supportApi.ts';
import { CaseSeverityBadge, CaseStatusBadge } from './caseBadges.tsx';

const PAGE = 25;

/** A page of cases, most recently changed first, filtered by status. */
export function CaseList({ scope }: { scope: CaseScope }) {
  const { t, i18n } = useTranslation('core');
  const [status, setStatus] = useState<SupportStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const query = useQuery(caseListQueryOptions(scope, { status, start: (page - 1) * PAGE, length: PAGE }));

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('support.list.filter')}
        value={status}
        onChange={(value) => {
          setStatus(value as SupportStatus | 'all');
          setPage(1);
        }}
        data={(['all', ...supportStatuses] as const).map((value) => ({
          value,
          label: value === 'all' ? t('support.list.all') : t(`support.statuses.${value}`),
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryState
        query={query}
        errorMessage={t('support.list.loadError')}
        empty={{
          when: (loaded) => loaded.total === 0,
          show: (
            <EmptyText>
              {status === 'all' ? t('support.list.empty') : t('support.list.emptyStatus')}
            </EmptyText>
          ),
        }}
      >
        {(loaded) => (
          <>
            <DataTable
              minWidth={720}
              columns={[
                t('support.list.columns.case'),
                ...(scope.kind === 'all' ? [t('support.list.columns.company')] : []),
                t('support.list.columns.severity'),
                t('support.list.columns.status'),
                t('support.list.columns.openedBy'),
                t('support.list.columns.updated'),
              ]}
              rows={loaded.data.map((item) => ({
                key: item.id,
                cells: [
                  <Fragment key="case">
                    <Anchor component={Link} to={`/support?case=${item.id}`} fw={600}>
                      {item.subject}
                    </Anchor>
                    <Text size="xs" c="gray.7">
                      {item.number} · {t(`support.categories.${item.category}`)}
                    </Text>
                  </Fragment>,
                  ...(scope.kind === 'all' ? [item.organizationName] : []),
                  <CaseSeverityBadge key="severity" severity={item.severity} />,
                  <CaseStatusBadge key="status" status={item.status} />,
                  item.openedBy,
                  <Text key="updated" span inherit style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(item.updatedAt, i18n.language)}
                  </Text>,
                ],
              }))}
            />
            <Pager
              total={loaded.total}
              pageSize={PAGE}
              page={page}
              onChange={setPage}
              label={t('support.list.pages')}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
