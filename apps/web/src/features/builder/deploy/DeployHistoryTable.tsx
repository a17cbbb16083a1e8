import { Badge, Text } from '@mantine/core';
import type { DeploymentEvent } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';

/** The app's deploys to one tenant, newest first; the one that still runs there is marked. */
export function DeployHistoryTable({ events }: { events: DeploymentEvent[] }) {
  const { t, i18n } = useTranslation('builder');
  if (events.length === 0) return <Text size="sm">{t('deploy.history.empty')}</Text>;
  return (
    <DataTable
      minWidth={420}
      columns={[
        t('deploy.history.version'),
        t('deploy.history.deployedAt'),
        t('deploy.history.deployedBy'),
        t('deploy.history.state'),
      ]}
      rows={events.map((event) => ({
        key: event.id,
        cells: [
          t('deploy.versionLabel', { version: event.version, number: event.versionNumber }),
          formatDateTime(event.deployedAt, i18n.language),
          event.deployedBy ?? t('deploy.history.unknownUser'),
          event.isCurrent ? (
            <Badge key="state" color="green" variant="light">
              {t('deploy.history.running')}
            </Badge>
          ) : (
            <Text key="state" size="sm">
              {t('deploy.history.replaced')}
            </Text>
          ),
        ],
      }))}
    />
  );
}
