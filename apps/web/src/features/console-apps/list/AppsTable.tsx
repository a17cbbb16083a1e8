import { Anchor, Table, Text } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTimestamp } from '../../../lib/format/dates.ts';
import { BuildStatusBadge } from '../../shared/apps/BuildStatusBadge.tsx';
import { AppRowMenu } from './AppRowMenu.tsx';

type Props = {
  apps: App[];
  onRetire?: (app: App) => void;
  onDelete?: (app: App) => void;
};

/** The all and builtOn lists: name, reference ID, type, latest build status, last modified. */
export function AppsTable({ apps, onRetire, onDelete }: Props) {
  const { t } = useTranslation('console');
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('appsList.columns.name')}</Table.Th>
            <Table.Th>{t('appsList.columns.referenceId')}</Table.Th>
            <Table.Th>{t('appsList.columns.type')}</Table.Th>
            <Table.Th>{t('appsList.columns.buildStatus')}</Table.Th>
            <Table.Th>{t('appsList.columns.updatedAt')}</Table.Th>
            <Table.Th>{t('appsList.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {apps.map((app) => (
            <Table.Tr key={app.id}>
              <Table.Td>
                <Anchor component={Link} to={`/console/apps/view/${app.id}`} fw={600}>
                  {app.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {app.referenceId}
                </Text>
              </Table.Td>
              <Table.Td>{t(`appsList.types.${app.type}`)}</Table.Td>
              <Table.Td>
                <BuildStatusBadge status={app.latestVersion?.buildStatus} />
              </Table.Td>
              <Table.Td>{formatTimestamp(app.updatedAt)}</Table.Td>
              <Table.Td>
                <AppRowMenu app={app} onRetire={onRetire} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
