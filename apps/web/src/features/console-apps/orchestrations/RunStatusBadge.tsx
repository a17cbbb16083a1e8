import { Badge, type MantineColor } from '@mantine/core';
import type { OrchestrationRunStatus, StepRunStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const colors: Record<OrchestrationRunStatus | StepRunStatus, MantineColor> = {
  QUEUED: 'gray',
  RUNNING: 'blue',
  WAITING: 'yellow',
  SUCCEEDED: 'green',
  FAILED: 'red',
  CANCELLED: 'gray',
};

/** A run's or a step's status, coloured by outcome; dark text on the light tint for contrast (as builds). */
export function RunStatusBadge({ status }: { status: OrchestrationRunStatus | StepRunStatus }) {
  const { t } = useTranslation('console');
  return (
    // The label never clips: in a narrow table cell a clipped badge would read 'SUCCE…'.
    <Badge
      color={colors[status]}
      variant="light"
      radius="sm"
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {t(`appView.orchestrations.status.${status}`)}
    </Badge>
  );
}
