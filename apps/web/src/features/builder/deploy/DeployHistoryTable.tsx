import { Badge, Table, Text } from '@mantine/core';
import type { DeploymentEvent } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';

/** The app's deploys to one tenant, newest first; the one that still runs there is marked. */
export function DeployHistoryTable({ events }: { events: DeploymentEvent[] }) {
  const { t, i18n } = useTranslation('builder');
  if (events.length === 0) return <Text size="sm">{t('deploy.history.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('deploy.history.version')}</Table.Th>
            <Table.Th>{t('deploy.history.deployedAt')}</Table.Th>
            <Table.Th>{t('deploy.history.deployedBy')}</Table.Th>
            <Table.Th>{t('deploy.history.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                {t('deploy.versionLabel', { version: event.version, number: event.versionNumber })}
              </Table.Td>
              <Table.Td>{formatDateTime(event.deployedAt, i18n.language)}</Table.Td>
              <Table.Td>{event.deployedBy ?? t('deploy.history.unknownUser')}</Table.Td>
              <Table.Td>
                {event.isCurrent ? (
                  <Badge color="green" variant="light">
                    {t('deploy.history.running')}
                  </Badge>
                ) : (
                  <Text size="sm">{t('deploy.history.replaced')}</Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
