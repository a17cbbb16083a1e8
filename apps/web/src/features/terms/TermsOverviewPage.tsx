import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../lib/config/PublicConfigContext.tsx';
import { TermsVersionText } from './TermsVersionText.tsx';

/** /terms and /terms/overview: one screen under two paths (docs/product/sign-in.md SIGNIN-10). */
export function TermsOverviewPage() {
  const { t } = useTranslation('core');
  const { productName } = usePublicConfig();
  return (
    <Container size="md" py="lg">
      <Stack>
        <Title order={1}>{t('terms.overviewTitle')}</Title>
        <Text>{t('terms.overviewIntro', { product: productName })}</Text>
        <Title order={2} size="h3">
          {t('terms.documents')}
        </Title>
        <Card withBorder padding="lg">
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('terms.developerProgram')}
            </Title>
            <TermsVersionText />
            <Text>{t('terms.developerProgramSummary')}</Text>
            <Anchor component={Link} to="/terms/overview/developerprogram">
              {t('terms.read')}
            </Anchor>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}

export { TermsOverviewPage as Component };
