import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/config/PublicConfigContext.tsx';

type Section = { heading: string; body: string };

/** The Developer Program Terms of Use, from the core bundle (every visible string is translated). */
export function TermsText({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const { t } = useTranslation('core');
  const { productName } = usePublicConfig();
  const sections = t('terms.sections', { returnObjects: true, product: productName }) as Section[];
  return (
    <Stack gap="md">
      {(Array.isArray(sections) ? sections : []).map((section) => (
        <section key={section.heading}>
          <Title order={headingOrder} size="h4" mb={4}>
            {section.heading}
          </Title>
          <Text>{section.body}</Text>
        </section>
      ))}
    </Stack>
  );
}
