import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconArrowRight } from '../../lib/icons/icons.ts';
import { useLinksOnDeployment } from '../../lib/routes/RouteTableContext.tsx';
import { homeAreas, moreAreas } from './homeAreas.ts';

export function HomeAreas({ productName }: { productName: string }) {
  const { t } = useTranslation('home');
  // Only areas built for this deployment: an unbuilt one is Not Found on PROD.
  const cards = useLinksOnDeployment(homeAreas);
  const more = useLinksOnDeployment(moreAreas);
  return (
    <Stack component="section" gap="lg" aria-labelledby="home-areas-heading">
      <div>
        <Title order={2} id="home-areas-heading">
          {t('areas.heading', { product: productName })}
        </Title>
        <Text c="gray.7" mt="xs" maw={720}>
          {t('areas.intro')}
        </Text>
      </div>
      {/* Columns for the cards there are: they depend on the deployment and the user's permissions, and a
          fixed four left three cards with an empty fourth place. */}
      <SimpleGrid
        cols={{ base: 1, xs: Math.min(2, cards.length), md: columnsFor(cards.length) }}
        spacing="md"
      >
        {cards.map(({ key, path, icon: Icon }) => (
          <Card key={key} withBorder padding="lg" radius="md">
            <Stack gap="sm" h="100%">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <Icon size={24} stroke={1.7} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t(`areas.${key}.title`)}
              </Title>
              <Text size="sm" c="gray.7" style={{ flexGrow: 1 }}>
                {t(`areas.${key}.description`, { product: productName })}
              </Text>
              <Anchor component={Link} to={path} fw={600} size="sm">
                <Group gap={4} component="span">
                  {t(`areas.${key}.link`)}
                  <IconArrowRight size={16} aria-hidden />
                </Group>
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {more.length > 0 && (
        <Group gap="xs" wrap="wrap" component="nav" aria-label={t('more.heading')}>
          <Text fw={600} size="sm" c="gray.8">
            {t('more.heading')}:
          </Text>
          {more.map(({ key, path }) => (
            <Anchor key={key} component={Link} to={path} size="sm">
              {t(`more.${key}`)}
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** At most four columns, as few empty places in the last row as can be: 3 in 3, 6 in 3, 8 in 4. */
export function columnsFor(count: number): number {
  if (count <= 4) return Math.max(1, count);
  return count % 4 === 0 || count % 4 === 3 ? 4 : 3;
}
