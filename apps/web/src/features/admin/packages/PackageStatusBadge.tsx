import { Badge } from '@mantine/core';
import type { PackageStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

export function PackageStatusBadge({ status }: { status: PackageStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge variant="light" color={status === 'active' ? 'green.9' : 'gray.8'}>
      {t(`packages.status.${status}`)}
    </Badge>
  );
}
