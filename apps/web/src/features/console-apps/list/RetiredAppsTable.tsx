import { Button, Table, Text } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format/dates.ts';

type Props = {
  apps: App[];
  /** Left out for users who may not unretire (SPEC.md 4). */
  onUnretire?: (app: App) => void;
  /** The app being unretired: its button shows progress, the others wait. */
  unretiringId?: string | null;
};

/** SPEC.md 3: a retired app shows its name, reference ID and retired date. */
export function RetiredAppsTable({ apps, onUnretire, unretiringId = null }: Props) {
  const { t } = useTranslation('console');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('appsList.columns.name')}</Table.Th>
            <Table.Th>{t('appsList.columns.referenceId')}</Table.Th>
            <Table.Th>{t('appsList.columns.retiredAt')}</Table.Th>
            {onUnretire && <Table.Th>{t('appsList.columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {apps.map((app) => (
            <Table.Tr key={app.id}>
              <Table.Td fw={600}>{app.name}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {app.referenceId}
                </Text>
              </Table.Td>
              <Table.Td>{app.retiredAt ? formatTimestamp(app.retiredAt) : ''}</Table.Td>
              {onUnretire && (
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    loading={unretiringId === app.id}
                    disabled={unretiringId !== null && unretiringId !== app.id}
                    onClick={() => onUnretire(app)}
                    aria-label={t('appsList.unretire.label', { name: app.name })}
                  >
                    {t('appsList.unretire.button')}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
