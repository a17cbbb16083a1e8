import { Badge, Group, Text } from '@mantine/core';
import { type AccountStatus, accountStatusDisplay } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** The bundle key of a status: '' (not provisioned) has none of its own. */
export const statusKey = (status: AccountStatus) => status || 'NONE';

/**
 * An account status with the label and colour of docs/product/companies.md COMPANIES-3 (contracts'
 * accountStatusDisplay). Dark text on the light tint, as the build status badge: the tint's own shade fails
 * AA contrast at badge size.
 */
export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={accountStatusDisplay[status].color} variant="light" radius="sm">
      {t(`companies.status.${statusKey(status)}.label`)}
    </Badge>
  );
}

/** The badge with the status message of COMPANIES-3, announced when it changes (the page follows it live). */
export function AccountStatusLine({ status }: { status: AccountStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <AccountStatusBadge status={status} />
      <Text size="sm">{t(`companies.status.${statusKey(status)}.message`)}</Text>
    </Group>
  );
}
