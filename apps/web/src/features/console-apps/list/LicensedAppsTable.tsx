import { Anchor, Badge, Table } from '@mantine/core';
import type { License } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/format/dates.ts';

/** SPEC.md 3: a licensed app shows app name, producer name, license start and end, and its status. */
export function LicensedAppsTable({ licenses }: { licenses: License[] }) {
  const { t } = useTranslation('console');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('appsList.columns.appName')}</Table.Th>
            <Table.Th>{t('appsList.columns.producer')}</Table.Th>
            <Table.Th>{t('appsList.columns.licenseStart')}</Table.Th>
            <Table.Th>{t('appsList.columns.licenseEnd')}</Table.Th>
            <Table.Th>{t('appsList.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {licenses.map((license) => (
            <Table.Tr key={license.id}>
              <Table.Td>
                <Anchor component={Link} to={`/console/apps/licensed/${license.appId}`} fw={600}>
                  {license.appName}
                </Anchor>
              </Table.Td>
              <Table.Td>{license.producerName}</Table.Td>
              <Table.Td>{formatDay(license.licenseStart)}</Table.Td>
              <Table.Td>{formatDay(license.licenseEnd)}</Table.Td>
              <Table.Td>
                <Badge
                  color={license.status === 'Active' ? 'green' : 'gray'}
                  variant="light"
                  c="dark.8"
                  radius="sm"
                >
                  {t(`appsList.licenseStatus.${license.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
