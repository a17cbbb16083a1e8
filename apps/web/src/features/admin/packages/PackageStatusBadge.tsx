import { Badge } from '@mantine/core';
import type { PackageStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

export function PackageStatusBadge({ status }: { status: PackageStatus }) {
  const { t } = useTranslation('admin');
  return (
    // Dark text on the light tint, as the account status badge: the tint's own shade fails AA contrast.
    <Badge
      variant="light"
      color={status === 'active' ? 'green' : 'gray'}
      radius="sm"
      style={{ minWidth: 'max-content' }}
    >
      {t(`packages.status.${status}`)}
    </Badge>
  );
}
