import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLinksOnDeployment } from '../../lib/routes/RouteTableContext.tsx';
import { welcomeResources } from './welcomeSteps.ts';

export function WelcomeResources() {
  const { t } = useTranslation('home');
  const resources = useLinksOnDeployment(welcomeResources);
  if (resources.length === 0) return null;
  return (
    <Stack component="section" gap="md" aria-labelledby="welcome-resources-heading">
      <Title order={2} size="h3" id="welcome-resources-heading">
        {t('welcome.resourcesHeading')}
      </Title>
      {resources.map(({ key, path, icon: Icon }) => (
        <Card key={key} withBorder radius="md" padding="md">
          <Group align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
              <Icon size={20} stroke={1.7} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={3} size="h6">
                {t(`welcome.${key}.title`)}
              </Title>
              <Text size="sm" c="gray.7">
                {t(`welcome.${key}.description`)}
              </Text>
              <Anchor component={Link} to={path} size="sm" fw={600}>
                {t(`welcome.${key}.action`)}
              </Anchor>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
