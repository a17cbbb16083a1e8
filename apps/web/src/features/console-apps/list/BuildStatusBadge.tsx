import { Badge } from '@mantine/core';
import { type BuildStatusDisplay, buildStatusDisplay } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const colors: Record<BuildStatusDisplay, string> = {
  SUCCEEDED: 'green',
  FAILED: 'red',
  SCHEDULED: 'gray',
  QUEUED: 'gray',
  IN_PROGRESS: 'blue',
  QUEUED_FOR_SIGNING: 'violet',
  NO_BUILD: 'gray',
};

/** The latest build's status; SPEC.md 3: any value outside the known ones shows 'No Build'. */
export function BuildStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('console');
  const display = buildStatusDisplay(status);
  return (
    <Badge color={colors[display]} variant="light" radius="sm">
      {t(`appsList.buildStatus.${display}`)}
    </Badge>
  );
}
