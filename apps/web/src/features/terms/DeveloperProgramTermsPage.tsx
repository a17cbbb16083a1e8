import { Container, Stack, Text, Title } from '@mantine/core';
import { currentTermsVersion } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { TermsText } from './TermsText.tsx';

/** /terms/developerprogram and /terms/overview/developerprogram: the terms in full. */
export function DeveloperProgramTermsPage() {
  const { t } = useTranslation('core');
  return (
    <Container size="md" py="lg">
      <Stack>
        <Title order={1}>{t('terms.developerProgram')}</Title>
        <Text size="sm" c="dimmed">
          {t('terms.version', { version: currentTermsVersion })}
        </Text>
        <TermsText />
      </Stack>
    </Container>
  );
}

export { DeveloperProgramTermsPage as Component };
