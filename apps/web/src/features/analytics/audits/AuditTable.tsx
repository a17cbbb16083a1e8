import { Box, Text } from '@mantine/core';
import type { AuditRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { AuditChange } from './AuditChange.tsx';

/** Who did what, newest first. */
export function AuditTable({ rows }: { rows: readonly AuditRow[] }) {
  const { t, i18n } = useTranslation('console');
  return (
    <DataTable
      label={t('audits.tableLabel')}
      minWidth={720}
      columns={[
        t('audits.column.date'),
        t('audits.column.user'),
        t('audits.column.action'),
        t('audits.column.target'),
        t('audits.column.message'),
      ]}
      rows={rows.map((row) => ({
        key: row.id,
        cells: [
          <Text key="date" span size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(row.date, i18n.language, { precision: 'second' })}
          </Text>,
          row.actorEmail ?? row.actor ?? '–',
          <Text key="action" size="sm" ff="monospace">
            {row.action ?? '–'}
          </Text>,
          row.target ?? row.appId ?? '–',
          // Its changes wrap anywhere (AuditChange): a floor keeps them from wrapping a word a line.
          <Box key="message" miw="14rem">
            {row.message}
            <AuditChange row={row} />
          </Box>,
        ],
      }))}
    />
  );
}
