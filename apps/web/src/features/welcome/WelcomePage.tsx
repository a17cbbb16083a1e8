import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Minimal welcome page; the content work fills it in. */
export function Component() {
  const { t } = useTranslation('home');
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('welcome.title')}</Title>
    </Container>
  );
}
