import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { AppActions } from './AppActions.tsx';

/** Name, reference ID, type, company and the retired badge; the actions for an app of the company. */
export function AppHeader({ app, showActions = true }: { app: App; showActions?: boolean }) {
  const { t } = useTranslation('console');
  return (
    <Stack gap="sm">
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {app.name}
        </Title>
        {app.retiredAt && (
          <Badge color="gray" variant="filled">
            {t('appView.retired')}
          </Badge>
        )}
      </Group>
      <Group gap="lg" wrap="wrap">
        <Meta label={t('appView.referenceId')} value={app.referenceId} />
        <Meta label={t('appView.type')} value={t(`appView.types.${app.type}`)} />
        <Meta label={t('appView.company')} value={app.organizationName} />
      </Group>
      {showActions && <AppActions app={app} />}
    </Stack>
  );
}

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" c="gray.7">
      {label}:{' '}
      <Text span fw={600} c="dark" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Text>
  );
}
