import type { ActiveUsersResponse, SelfUsagesResponse } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format/dates.ts';
import { RangeTable } from './RangeTable.tsx';

/** Usages of self: the signed-in user's own requests, events and portal actions per app. */
export function SelfUsageTable({ usages }: { usages: SelfUsagesResponse }) {
  const { t, i18n } = useTranslation('console');
  return (
    <RangeTable
      title={t('analytics.self.title')}
      emptyText={t('analytics.noData')}
      rows={usages.data}
      rowKey={(row) => row.appId ?? 'portal'}
      minWidth={480}
      columns={[
        {
          label: t('analytics.column.app'),
          cell: (row) => row.name ?? row.appId ?? t('analytics.self.portal'),
        },
        { label: t('analytics.series.requests'), cell: (row) => row.requests, isNumeric: true },
        { label: t('analytics.self.events'), cell: (row) => row.events, isNumeric: true },
        { label: t('analytics.self.actions'), cell: (row) => row.actions, isNumeric: true },
        { label: t('analytics.column.lastSeen'), cell: (row) => formatDateTime(row.lastSeen, i18n.language) },
      ]}
    />
  );
}

/** Users of self: the company's active users of the range, the most active first. */
export function ActiveUsersTable({ users }: { users: ActiveUsersResponse }) {
  const { t, i18n } = useTranslation('console');
  return (
    <RangeTable
      title={t('analytics.users.title')}
      note={t(users.data.length < users.total ? 'analytics.users.summaryTop' : 'analytics.users.summary', {
        count: users.total,
        shown: users.data.length,
      })}
      rows={users.data}
      rowKey={(row) => row.user}
      minWidth={420}
      maxHeight={360}
      columns={[
        { label: t('analytics.column.user'), cell: (row) => row.user },
        { label: t('analytics.users.lines'), cell: (row) => row.lines, isNumeric: true },
        { label: t('analytics.users.apps'), cell: (row) => row.apps, isNumeric: true },
        { label: t('analytics.column.lastSeen'), cell: (row) => formatDateTime(row.lastSeen, i18n.language) },
      ]}
    />
  );
}
