import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconLifebuoy } from '../../lib/icons/icons.ts';
import { useLinksOnDeployment } from '../../lib/routes/RouteTableContext.tsx';

const HELP = [
  { key: 'support', path: '/support', icon: true },
  { key: 'helpCenter', path: '/help', icon: false },
] as const;

/** Support and help links, only to those built for the deployment; no band when there is none. */
export function HelpBand() {
  const { t } = useTranslation('home');
  const links = useLinksOnDeployment(HELP);
  if (links.length === 0) return null;
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
          {links.map(({ key, path, icon }) => (
            <Button
              key={key}
              component={Link}
              to={path}
              variant={icon ? 'filled' : 'default'}
              leftSection={icon ? <IconLifebuoy size={18} aria-hidden /> : undefined}
            >
              {t(`help.${key}`)}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}
