import { Badge } from '@mantine/core';
import type { License } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const colors = { Active: 'green', NotStarted: 'blue', Expired: 'gray' } as const;

/** A licence's status: Active, Not yet begun or Expired (contracts' licenseStatus). */
export function LicenseStatusBadge({ status }: { status: License['status'] }) {
  const { t } = useTranslation('console');
  return (
    <Badge color={colors[status]} variant="light" radius="sm">
      {t(`appsList.licenseStatus.${status}`)}
    </Badge>
  );
}
