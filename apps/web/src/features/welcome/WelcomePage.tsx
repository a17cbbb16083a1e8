import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/config/PublicConfigContext.tsx';
import { WelcomeChecklist } from './WelcomeChecklist.tsx';
import { WelcomeResources } from './WelcomeResources.tsx';

/** The first page a newly signed-in developer sees: what to do next, in order. */
export function Component() {
  const { t } = useTranslation('home');
  const { productName } = usePublicConfig();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack component="header" gap="sm" maw={720}>
          <Text c="brand.7" fw={700} size="sm" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
            {t('welcome.eyebrow')}
          </Text>
          <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.2}>
            {t('welcome.heading', { product: productName })}
          </Title>
          <Text size="lg" c="gray.8">
            {t('welcome.intro')}
          </Text>
        </Stack>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <WelcomeChecklist />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <WelcomeResources />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
