import { Button, Stack, Text } from '@mantine/core';
import type { License } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format/dates.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { LicenseStatusBadge } from './LicenseStatusBadge.tsx';

type Props = {
  licenses: License[];
  /** The account-level list names each licence's app; the app page's does not. */
  showApp: boolean;
  /** Offered when the user may end a licence (the licensor's licenses.manage, or staff). */
  onEnd?: (license: License) => void;
};

/** The licences a company gives: to whom, when, which version, and its state; one card a row on a phone. */
export function LicensesGivenTable({ licenses, showApp, onEnd }: Props) {
  const { t, i18n } = useTranslation('console');
  const columns = [
    ...(showApp ? [t('licenses.columns.app')] : []),
    t('licenses.columns.licensee'),
    t('licenses.columns.start'),
    t('licenses.columns.end'),
    t('licenses.columns.version'),
    t('licenses.columns.status'),
    ...(onEnd ? [t('licenses.columns.actions')] : []),
  ];
  return (
    <DataTable
      stacked
      minWidth={showApp ? 820 : 700}
      columns={columns}
      rows={licenses.map((license) => ({
        key: license.id,
        cells: [
          ...(showApp ? [license.appName] : []),
          license.consumerName,
          formatDate(license.licenseStart, i18n.language),
          license.licenseEnd ? formatDate(license.licenseEnd, i18n.language) : t('licenses.noEnd'),
          license.versionPolicy === 'pinned'
            ? t('licenses.policy.pinnedTo', { version: license.pinnedVersion ?? '' })
            : t('licenses.policy.newestProduction'),
          <Stack key="status" gap={2} align="flex-start">
            <LicenseStatusBadge status={license.status} />
            {license.endedAt && (
              <Text size="xs" c="gray.7">
                {t('licenses.endedOn', { date: formatDateTime(license.endedAt, i18n.language) })}
              </Text>
            )}
          </Stack>,
          ...(onEnd
            ? [
                license.endedAt ? (
                  ''
                ) : (
                  <Button
                    key="end"
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => onEnd(license)}
                    aria-label={t('licenses.end.buttonFor', {
                      app: license.appName,
                      company: license.consumerName,
                    })}
                  >
                    {t('licenses.end.button')}
                  </Button>
                ),
              ]
            : []),
        ],
      }))}
    />
  );
}
