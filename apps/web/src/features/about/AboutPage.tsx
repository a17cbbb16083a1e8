import { Container, Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/config/PublicConfigContext.tsx';
import { AboutItemGrid } from './AboutItemGrid.tsx';
import { AboutProgram } from './AboutProgram.tsx';
import { audience, companyTypes, offers } from './aboutContent.ts';

/** What the portal is, who it is for and the developer program (docs/product/content.md CONTENT-1). */
export function Component() {
  const { t } = useTranslation('about');
  const { productName } = usePublicConfig();
  const product = { product: productName };
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap={48}>
        <Stack component="header" gap="sm" maw={760}>
          <Text c="brand.7" fw={700} size="sm" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
            {t('eyebrow')}
          </Text>
          <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.2}>
            {t('heading', product)}
          </Title>
          <Text size="lg" c="gray.8">
            {t('lead', product)}
          </Text>
        </Stack>

        <Stack component="section" gap="sm" maw={760} aria-labelledby="about-what-heading">
          <Title order={2} id="about-what-heading">
            {t('what.heading')}
          </Title>
          <Text>{t('what.body1', product)}</Text>
          <Text>{t('what.body2')}</Text>
        </Stack>

        <Stack component="section" gap="lg" aria-labelledby="about-offers-heading">
          <Title order={2} id="about-offers-heading">
            {t('offers.heading')}
          </Title>
          <AboutItemGrid
            section="offers"
            items={offers}
            productName={productName}
            cols={{ base: 1, sm: 2 }}
          />
        </Stack>

        <Divider />

        <Stack component="section" gap="lg" aria-labelledby="about-audience-heading">
          <div>
            <Title order={2} id="about-audience-heading">
              {t('audience.heading')}
            </Title>
            <Text c="gray.7" mt="xs">
              {t('audience.intro')}
            </Text>
          </div>
          <AboutItemGrid
            section="audience"
            items={audience}
            productName={productName}
            cols={{ base: 1, sm: 2, md: 4 }}
          />
        </Stack>

        <Stack component="section" gap="lg" aria-labelledby="about-companies-heading">
          <div>
            <Title order={2} id="about-companies-heading">
              {t('companies.heading')}
            </Title>
            <Text c="gray.7" mt="xs">
              {t('companies.intro')}
            </Text>
          </div>
          <AboutItemGrid
            section="companies"
            items={companyTypes}
            productName={productName}
            cols={{ base: 1, sm: 2, md: 3 }}
          />
        </Stack>

        <AboutProgram />
      </Stack>
    </Container>
  );
}
