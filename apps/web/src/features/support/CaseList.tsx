import { Anchor, Group, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { type SupportStatus, supportStatuses } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format/dates.ts';
import { DelayedSpinner } from '../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../lib/loading/LoadErrorAlert.tsx';
import { type CaseScope, caseListQueryOptions } from './api/supportApi.ts';
import { CaseSeverityBadge, CaseStatusBadge } from './caseBadges.tsx';

const PAGE = 25;

/** A page of cases, most recently changed first, filtered by status. */
export function CaseList({ scope }: { scope: CaseScope }) {
  const { t, i18n } = useTranslation('core');
  const [status, setStatus] = useState<SupportStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const query = useQuery(caseListQueryOptions(scope, { status, start: (page - 1) * PAGE, length: PAGE }));
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE));

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
      {query.isError ? (
        <LoadErrorAlert message={t('support.list.loadError')} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <DelayedSpinner />
      ) : query.data.total === 0 ? (
        <Text c="gray.7">{status === 'all' ? t('support.list.empty') : t('support.list.emptyStatus')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('support.list.columns.case')}</Table.Th>
                  {scope.kind === 'all' && (
                    <Table.Th scope="col">{t('support.list.columns.company')}</Table.Th>
                  )}
                  <Table.Th scope="col">{t('support.list.columns.severity')}</Table.Th>
                  <Table.Th scope="col">{t('support.list.columns.status')}</Table.Th>
                  <Table.Th scope="col">{t('support.list.columns.openedBy')}</Table.Th>
                  <Table.Th scope="col">{t('support.list.columns.updated')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.data.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/support?case=${item.id}`} fw={600}>
                        {item.subject}
                      </Anchor>
                      <Text size="xs" c="gray.7">
                        {item.number} · {t(`support.categories.${item.category}`)}
                      </Text>
                    </Table.Td>
                    {scope.kind === 'all' && <Table.Td>{item.organizationName}</Table.Td>}
                    <Table.Td>
                      <CaseSeverityBadge severity={item.severity} />
                    </Table.Td>
                    <Table.Td>
                      <CaseStatusBadge status={item.status} />
                    </Table.Td>
                    <Table.Td>{item.openedBy}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(item.updatedAt, i18n.language)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Group justify="flex-end">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                aria-label={t('support.list.pages')}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
