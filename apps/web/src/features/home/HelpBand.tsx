import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconLifebuoy } from '../../lib/icons/icons.ts';

export function HelpBand() {
  const { t } = useTranslation('home');
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'lg', sm: 'xl' }}
      aria-labelledby="home-help-heading"
    >
      <Group justify="space-between" align="center" gap="lg">
        <Stack gap={4} maw={640}>
          <Title order={2} size="h3" id="home-help-heading">
            {t('help.heading')}
          </Title>
          <Text c="gray.7">{t('help.text')}</Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to="/support" leftSection={<IconLifebuoy size={18} aria-hidden />}>
            {t('help.support')}
          </Button>
          <Button component={Link} to="/help" variant="default">
            {t('help.helpCenter')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
