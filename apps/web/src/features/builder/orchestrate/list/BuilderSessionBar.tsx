import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/dates.ts';
import { useCompany } from '../../../../lib/identity/companyContext.ts';
import { orchestrateSessionQueryOptions, useBuilderLogoutMutation } from '../api/orchestrateSessionApi.ts';

/** The builder's session (until when, what it may do) and its sign-out, from the builder's session calls. */
export function BuilderSessionBar() {
  const { t, i18n } = useTranslation('builder');
  const organizationId = useCompany().selected?.organizationUuid ?? null;
  const session = useQuery(orchestrateSessionQueryOptions(organizationId));
  const logout = useBuilderLogoutMutation({
    // The whole page starts over signed out: every cached company answer goes with the session.
    onSuccess: () => window.location.assign('/'),
  });
  if (!session.data) return null;
  return (
    <Group gap="sm" wrap="wrap" data-testid="builder-session">
      <Text size="sm" c="gray.7">
        {t('orchestrate.session.until', {
          time: formatDateTime(session.data.expiresAt, i18n.language),
        })}
        {session.data.canRun ? '' : ` ${t('orchestrate.session.noRuns')}`}
      </Text>
      <Button size="compact-sm" variant="default" loading={logout.isPending} onClick={() => logout.mutate()}>
        {t('orchestrate.session.logout')}
      </Button>
    </Group>
  );
}
