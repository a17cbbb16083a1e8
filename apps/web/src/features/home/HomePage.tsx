import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation('home');
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('hero.title')}</Title>
      <Text size="lg" mt="md">
        {t('hero.subtitle')}
      </Text>
    </Container>
  );
}
