import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** The app's name (the page's heading), retired badge, reference ID, type and company. */
export function AppIdentity({ app }: { app: App }) {
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
