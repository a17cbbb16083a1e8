import { Button } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { AppNameCell, ReferenceIdCell } from './AppTableCells.tsx';

type Props = {
  apps: App[];
  /** Left out for users who may not unretire (docs/product/apps.md APPS-7). */
  onUnretire?: (app: App) => void;
  /** The app being unretired: its button shows progress, the others wait. */
  unretiringId?: string | null;
};

/** docs/product/apps.md APPS-7: a retired app shows its name, reference ID and retired date. */
export function RetiredAppsTable({ apps, onUnretire, unretiringId = null }: Props) {
  const { t, i18n } = useTranslation('console');
  return (
    <DataTable
      columns={[
        t('appsList.columns.name'),
        t('appsList.columns.referenceId'),
        t('appsList.columns.retiredAt'),
        ...(onUnretire ? [t('appsList.columns.actions')] : []),
      ]}
      rows={apps.map((app) => ({
        key: app.id,
        cells: [
          <AppNameCell key="name" to={null} name={app.name} />,
          <ReferenceIdCell key="ref" value={app.referenceId} />,
          app.retiredAt ? formatDateTime(app.retiredAt, i18n.language) : '',
          ...(onUnretire
            ? [
                <Button
                  key="unretire"
                  size="xs"
                  variant="light"
                  loading={unretiringId === app.id}
                  disabled={unretiringId !== null && unretiringId !== app.id}
                  onClick={() => onUnretire(app)}
                  aria-label={t('appsList.unretire.label', { name: app.name })}
                >
                  {t('appsList.unretire.button')}
                </Button>,
              ]
            : []),
        ],
      }))}
    />
  );
}
