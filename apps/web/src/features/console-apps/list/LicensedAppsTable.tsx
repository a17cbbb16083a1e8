import type { License } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/dates.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { LicenseStatusBadge } from '../../account/index.ts';
import { AppNameCell } from './AppTableCells.tsx';

/**
 * docs/product/apps.md APPS-6: a licensed app shows app name, producer name, license start and end, and its
 * status.
 */
export function LicensedAppsTable({ licenses }: { licenses: License[] }) {
  const { t, i18n } = useTranslation('console');
  return (
    <DataTable
      minWidth={640}
      columns={[
        t('appsList.columns.appName'),
        t('appsList.columns.producer'),
        t('appsList.columns.licenseStart'),
        t('appsList.columns.licenseEnd'),
        t('appsList.columns.status'),
      ]}
      rows={licenses.map((license) => ({
        key: license.id,
        cells: [
          <AppNameCell key="name" to={`/console/apps/licensed/${license.appId}`} name={license.appName} />,
          license.producerName,
          formatDate(license.licenseStart, i18n.language),
          license.licenseEnd ? formatDate(license.licenseEnd, i18n.language) : t('licenses.noEnd'),
          <LicenseStatusBadge key="status" status={license.status} />,
        ],
      }))}
    />
  );
}
