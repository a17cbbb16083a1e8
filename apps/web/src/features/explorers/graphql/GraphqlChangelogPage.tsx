import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { GraphqlChangeKind } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFlaggedPage } from '../../../lib/flags/useFlaggedPage.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { graphqlChangelogQueryOptions } from '../api/explorerQueries.ts';

const kindColor: Record<GraphqlChangeKind, string> = {
  breaking: 'red',
  removed: 'red',
  dangerous: 'orange',
  deprecated: 'yellow',
  added: 'green',
};

/**
 * /graphapi-changelog (docs/product/sandbox.md SANDBOX-12): the GraphQL schema's changes version by version,
 * computed on the server from the kept schema versions; not found when the flag is off.
 */
export function GraphqlChangelogPage() {
  const { t } = useTranslation('core');
  const enabled = useFlaggedPage('graphqlChangelog');
  const log = useQuery({ ...graphqlChangelogQueryOptions(), enabled });
  if (!enabled) return null;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('explorers.changelog.title')}</Title>
        <Text c="dimmed">{t('explorers.changelog.intro')}</Text>
      </Stack>
      <QueryState query={log} errorMessage={t('explorers.changelog.loadFailed')}>
        {(data) =>
          data.versions.map((entry) => (
            <Card key={entry.version} withBorder component="section" aria-labelledby={`v-${entry.version}`}>
              <Title order={2} size="h3" id={`v-${entry.version}`}>
                {entry.version}
              </Title>
              {entry.previous === null ? (
                <Text c="dimmed">{t('explorers.changelog.first')}</Text>
              ) : entry.changes.length === 0 ? (
                <Text c="dimmed">{t('explorers.changelog.none')}</Text>
              ) : (
                <List spacing="xs" mt="sm" listStyleType="none">
                  {entry.changes.map((change) => (
                    <List.Item key={`${change.kind}:${change.description}`}>
                      <Group gap="sm" wrap="nowrap" align="flex-start">
                        <Badge color={kindColor[change.kind]} variant="light" w={110}>
                          {t(`explorers.changelog.kinds.${change.kind}`)}
                        </Badge>
                        <Text size="sm">{change.description}</Text>
                      </Group>
                    </List.Item>
                  ))}
                </List>
              )}
            </Card>
          ))
        }
      </QueryState>
    </Stack>
  );
}
