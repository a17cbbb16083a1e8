import type { App } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { BuildStatusBadge } from '../builds/BuildStatusBadge.tsx';
import { AppRowMenu } from './AppRowMenu.tsx';
import { AppNameCell, ReferenceIdCell } from './AppTableCells.tsx';

type Props = {
  apps: App[];
  onRetire?: (app: App) => void;
  onDelete?: (app: App) => void;
};

/** The all and builtOn lists: name, reference ID, type, latest build status, last modified. */
export function AppsTable({ apps, onRetire, onDelete }: Props) {
  const { t, i18n } = useTranslation('console');
  return (
    <DataTable
      minWidth={720}
      columns={[
        t('appsList.columns.name'),
        t('appsList.columns.referenceId'),
        t('appsList.columns.type'),
        t('appsList.columns.buildStatus'),
        t('appsList.columns.updatedAt'),
        t('appsList.columns.actions'),
      ]}
      rows={apps.map((app) => ({
        key: app.id,
        cells: [
          <AppNameCell key="name" to={`/console/apps/view/${app.id}`} name={app.name} />,
          <ReferenceIdCell key="ref" value={app.referenceId} />,
          t(`appsList.types.${app.type}`),
          <BuildStatusBadge key="build" status={app.latestVersion?.buildStatus} />,
          formatDateTime(app.updatedAt, i18n.language),
          <AppRowMenu key="menu" app={app} onRetire={onRetire} onDelete={onDelete} />,
        ],
      }))}
    />
  );
}
