import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { CatalogEntry } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = {
  entry: CatalogEntry;
  /** The admin preview marks entries the public does not see. */
  showPublishedState?: boolean;
};

/** One sample app in the catalog grid: its name links to its page. */
export function CatalogEntryCard({ entry, showPublishedState = false }: Props) {
  const { t } = useTranslation('core');
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={`catalog-${entry.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={`/app-catalog/${entry.sample}`} fw={600} id={`catalog-${entry.id}`}>
            {entry.title}
          </Anchor>
          <Group gap={4} wrap="nowrap">
            {showPublishedState && !entry.published && (
              <Badge color="orange" variant="light">
                {t('catalog.unpublished')}
              </Badge>
            )}
            <Badge variant="outline">{t(`catalog.types.${entry.type}`)}</Badge>
          </Group>
        </Group>
        <Text size="sm" c="gray.7">
          {entry.description}
        </Text>
      </Stack>
    </Card>
  );
}
