import { Badge, type MantineColor } from '@mantine/core';
import { type BuildStatusDisplay, buildStatusDisplay } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const colors: Record<BuildStatusDisplay, MantineColor> = {
  SUCCEEDED: 'green',
  FAILED: 'red',
  SCHEDULED: 'gray',
  QUEUED: 'gray',
  IN_PROGRESS: 'blue',
  QUEUED_FOR_SIGNING: 'violet',
  CANCELLED: 'orange',
  NO_BUILD: 'gray',
};

/**
 * A build status as docs/product/apps.md APPS-4 shows it: any value outside the known ones reads 'No Build'.
 * The text is dark on the light tint: the tint's own shade fails WCAG AA contrast at badge size.
 */
export function BuildStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('console');
  const shown = buildStatusDisplay(status);
  return (
    <Badge color={colors[shown]} variant="light" radius="sm">
      {t(`appView.buildStatus.${shown}`)}
    </Badge>
  );
}
