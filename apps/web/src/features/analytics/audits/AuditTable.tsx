import { Table, Text } from '@mantine/core';
import type { AuditRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { ScrollRegion } from '../charts/ScrollRegion.tsx';
import { AuditChange } from './AuditChange.tsx';

/** Who did what, newest first. */
export function AuditTable({ rows }: { rows: readonly AuditRow[] }) {
  const { t, i18n } = useTranslation('console');
  return (
    <ScrollRegion label={t('audits.tableLabel')} minWidth={720}>
      <Table striped aria-label={t('audits.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audits.column.date')}</Table.Th>
            <Table.Th>{t('audits.column.user')}</Table.Th>
            <Table.Th>{t('audits.column.action')}</Table.Th>
            <Table.Th>{t('audits.column.target')}</Table.Th>
            <Table.Th>{t('audits.column.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.date, i18n.language, { precision: 'second' })}
              </Table.Td>
              <Table.Td>{row.actorEmail ?? row.actor ?? '–'}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {row.action ?? '–'}
                </Text>
              </Table.Td>
              <Table.Td>{row.target ?? row.appId ?? '–'}</Table.Td>
              <Table.Td>
                {row.message}
                <AuditChange row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
