import { Badge, type MantineColor } from '@mantine/core';
import type { LogArchiveStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const colors: Record<LogArchiveStatus, MantineColor> = {
  QUEUED: 'gray',
  RUNNING: 'blue',
  READY: 'green',
  FAILED: 'red',
};

/** Dark text on the light tint, as the build badges: the tint's own shade fails AA at badge size. */
export function LogArchiveStatusBadge({ status }: { status: LogArchiveStatus }) {
  const { t } = useTranslation('console');
  return (
    <Badge color={colors[status]} variant="light" radius="sm">
      {t(`logArchives.status.${status}`)}
    </Badge>
  );
}
