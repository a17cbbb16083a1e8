import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TermsText } from './TermsText.tsx';
import { TermsVersionText } from './TermsVersionText.tsx';

/** /terms/developerprogram and /terms/overview/developerprogram: the terms in full. */
export function DeveloperProgramTermsPage() {
  const { t } = useTranslation('core');
  return (
    <Container size="md" py="lg">
      <Stack>
        <Title order={1}>{t('terms.developerProgram')}</Title>
        <TermsVersionText />
        <TermsText />
      </Stack>
    </Container>
  );
}

export { DeveloperProgramTermsPage as Component };
