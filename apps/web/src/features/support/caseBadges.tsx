import { Badge } from '@mantine/core';
import type { SupportSeverity, SupportStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const statusColors: Record<SupportStatus, string> = { open: 'blue', answered: 'teal', closed: 'gray' };
const severityColors: Record<SupportSeverity, string> = {
  critical: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'gray',
};

export function CaseStatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation('core');
  return (
    <Badge variant="light" color={statusColors[status]}>
      {t(`support.statuses.${status}`)}
    </Badge>
  );
}

export function CaseSeverityBadge({ severity }: { severity: SupportSeverity }) {
  const { t } = useTranslation('core');
  return (
    <Badge variant="light" color={severityColors[severity]}>
      {t(`support.severities.${severity}.label`)}
    </Badge>
  );
}
