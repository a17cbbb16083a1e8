import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ActiveUsersResponse, SelfUsagesResponse } from '@portal/contracts';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from './ScrollRegion.tsx';

const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {note && (
          <Text size="sm" c="gray.7">
            {note}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/** Usages of self: the signed-in user's own requests, events and portal actions per app. */
export function SelfUsageTable({ usages }: { usages: SelfUsagesResponse }) {
  const { t } = useTranslation('console');
  return (
    <Section title={t('analytics.self.title')}>
      {usages.data.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('analytics.noData')}
        </Text>
      ) : (
        <ScrollRegion label={t('analytics.self.title')} minWidth={480}>
          <Table striped aria-label={t('analytics.self.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('analytics.column.app')}</Table.Th>
                <Table.Th ta="right">{t('analytics.series.requests')}</Table.Th>
                <Table.Th ta="right">{t('analytics.self.events')}</Table.Th>
                <Table.Th ta="right">{t('analytics.self.actions')}</Table.Th>
                <Table.Th>{t('analytics.column.lastSeen')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {usages.data.map((row) => (
                <Table.Tr key={row.appId ?? 'portal'}>
                  <Table.Td>{row.name ?? row.appId ?? t('analytics.self.portal')}</Table.Td>
                  <Table.Td ta="right">{row.requests}</Table.Td>
                  <Table.Td ta="right">{row.events}</Table.Td>
                  <Table.Td ta="right">{row.actions}</Table.Td>
                  <Table.Td>{when(row.lastSeen)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Section>
  );
}

/** Users of self: the company's active users of the range, the most active first. */
export function ActiveUsersTable({ users }: { users: ActiveUsersResponse }) {
  const { t } = useTranslation('console');
  return (
    <Section
      title={t('analytics.users.title')}
      note={t('analytics.users.summary', { count: users.total, shown: users.data.length })}
    >
      {users.data.length > 0 && (
        <ScrollRegion label={t('analytics.users.title')} minWidth={420} maxHeight={360}>
          <Table striped stickyHeader aria-label={t('analytics.users.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('analytics.column.user')}</Table.Th>
                <Table.Th ta="right">{t('analytics.users.lines')}</Table.Th>
                <Table.Th ta="right">{t('analytics.users.apps')}</Table.Th>
                <Table.Th>{t('analytics.column.lastSeen')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.map((row) => (
                <Table.Tr key={row.user}>
                  <Table.Td>{row.user}</Table.Td>
                  <Table.Td ta="right">{row.lines}</Table.Td>
                  <Table.Td ta="right">{row.apps}</Table.Td>
                  <Table.Td>{when(row.lastSeen)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Section>
  );
}
