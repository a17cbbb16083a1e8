import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AlertDisplayState, stateColor } from './alerts.utils.ts';

/** Dark text on the light tint, as the archive and build badges: the tint's own shade fails AA at badge size. */
export function AlertStateBadge({ state }: { state: AlertDisplayState }) {
  const { t } = useTranslation('console');
  return (
    <Badge color={stateColor[state]} variant="light" radius="sm">
      {t(`logAlerts.states.${state}`)}
    </Badge>
  );
}
