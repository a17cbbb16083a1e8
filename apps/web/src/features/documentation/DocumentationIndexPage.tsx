import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { type DocSummary, docSections } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAccessContext } from '../../lib/identity/useAccessContext.ts';
import { EmptyText } from '../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { docsListQueryOptions } from './api/docsQueries.ts';

const DocEditor = lazy(() =>
  import('./editor/DocEditor.tsx').then((module) => ({ default: module.DocEditor })),
);

/**
 * /documentation: every page by section, in reading order. Each section is an anchor
 * (`/documentation#tenants-and-apis`), where the legacy section links land (docs/product/content.md
 * CONTENT-2).
 */
export function DocumentationIndexPage() {
  const { t } = useTranslation('core');
  const { hash } = useLocation();
  const canEdit = useAccessContext().globalPermissions.includes('admin.docs');
  const [showUnpublished, setShowUnpublished] = useState(false);
  const [creating, setCreating] = useState(false);
  const query = useQuery(docsListQueryOptions(canEdit && showUnpublished));

  useEffect(() => {
    if (!query.data || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [query.data, hash]);

  const bySection = (section: string) => query.data?.data.filter((doc) => doc.section === section) ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('docs.indexTitle')}</Title>
          <Text>{t('docs.indexIntro')}</Text>
        </Stack>
        {canEdit && (
          <Group>
            <Switch
              label={t('docs.showUnpublished')}
              checked={showUnpublished}
              onChange={(event) => setShowUnpublished(event.currentTarget.checked)}
            />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t('docs.newPage')}
            </Button>
          </Group>
        )}
      </Group>
      <QueryState
        query={query}
        errorMessage={t('docs.loadError')}
        empty={{ when: (data) => data.data.length === 0, show: <EmptyText>{t('docs.empty')}</EmptyText> }}
      >
        {() =>
          docSections.map((section) => {
            const docs = bySection(section);
            if (docs.length === 0) return null;
            return (
              <Stack key={section} gap="sm" component="section" aria-labelledby={section}>
                <Title order={2} id={section} style={{ scrollMarginTop: 76 }}>
                  {t(`docs.sections.${section}.title`)}
                </Title>
                <Text c="dimmed">{t(`docs.sections.${section}.intro`)}</Text>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {docs.map((doc) => (
                    <DocCard key={doc.slug} doc={doc} />
                  ))}
                </SimpleGrid>
              </Stack>
            );
          })
        }
      </QueryState>
      {creating && (
        <Suspense fallback={null}>
          <DocEditor slug={null} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

function DocCard({ doc }: { doc: DocSummary }) {
  const { t } = useTranslation('core');
  return (
    <Card withBorder padding="md">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Anchor component={Link} to={`/documentation/${doc.slug}`} fw={600}>
            {doc.title}
          </Anchor>
          {!doc.published && <Badge color="gray">{t('docs.unpublished')}</Badge>}
        </Group>
        <Text size="sm">{doc.summary}</Text>
      </Stack>
    </Card>
  );
}
