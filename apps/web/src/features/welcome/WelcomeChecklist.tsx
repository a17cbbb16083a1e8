import { Badge, Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconArrowRight } from '../../lib/icons/icons.ts';
import { useLinksOnDeployment } from '../../lib/routes/RouteTableContext.tsx';
import { welcomeSteps } from './welcomeSteps.ts';

export function WelcomeChecklist() {
  const { t } = useTranslation('home');
  const steps = useLinksOnDeployment(welcomeSteps);
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      aria-labelledby="welcome-steps-heading"
    >
      <Group justify="space-between" align="baseline" mb="lg" gap="xs">
        <Title order={2} id="welcome-steps-heading">
          {t('welcome.checklistHeading')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('welcome.checklistSummary', { count: steps.length })}
        </Text>
      </Group>
      <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map(({ key, path, icon: Icon }, index) => (
          <Box
            component="li"
            key={key}
            py="md"
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
          >
            <Group align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <Icon size={24} stroke={1.7} />
              </ThemeIcon>
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <Badge variant="light" color="gray" c="gray.8" size="sm" radius="sm">
                  {t('welcome.stepLabel', { number: index + 1 })}
                </Badge>
                <Title order={3} size="h5">
                  {t(`welcome.${key}.title`)}
                </Title>
                <Text size="sm" c="gray.7">
                  {t(`welcome.${key}.description`)}
                </Text>
                <Box>
                  <Button
                    component={Link}
                    to={path}
                    variant={index === 0 ? 'filled' : 'light'}
                    size="xs"
                    mt={4}
                    rightSection={<IconArrowRight size={14} aria-hidden />}
                  >
                    {t(`welcome.${key}.action`)}
                  </Button>
                </Box>
              </Stack>
            </Group>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
