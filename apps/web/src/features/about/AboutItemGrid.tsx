import { Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AboutItem } from './aboutContent.ts';

type Props = {
  section: 'offers' | 'audience' | 'companies';
  items: AboutItem[];
  productName: string;
  cols: { base: number; sm: number; md?: number };
};

/** A grid of icon, title and one sentence: the shape every list on the about page shares. */
export function AboutItemGrid({ section, items, productName, cols }: Props) {
  const { t } = useTranslation('about');
  return (
    <SimpleGrid cols={cols} spacing="lg" verticalSpacing="lg">
      {items.map(({ key, icon: Icon }) => (
        <Group key={key} align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            <Icon size={22} stroke={1.7} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t(`${section}.${key}.title`)}
            </Title>
            <Text size="sm" c="gray.7">
              {t(`${section}.${key}.description`, { product: productName })}
            </Text>
          </Stack>
        </Group>
      ))}
    </SimpleGrid>
  );
}
