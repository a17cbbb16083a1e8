import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Minimal about page; the content work fills it in. */
export function Component() {
  const { t } = useTranslation('about');
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('title')}</Title>
    </Container>
  );
}
