import { Anchor, Badge, Box, Breadcrumbs, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { formatDate } from '../../lib/format/dates.ts';
import { useAccessContext } from '../../lib/identity/useAccessContext.ts';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { MarkdownContent } from '../../lib/markdown/MarkdownContent.tsx';
import { useNotFoundOn404 } from '../../lib/routes/useNotFoundOn404.ts';
import { usePageTitle } from '../../lib/shell/PageTitleContext.tsx';
import { docPageQueryOptions } from './api/docsQueries.ts';
import { DocFeedback } from './DocFeedback.tsx';
import classes from './DocPage.module.css';
import { DOC_BODY_ATTRIBUTE, DocToc } from './DocToc.tsx';

// Staff only: the editor stays out of every reader's download.
const DocEditor = lazy(() =>
  import('./editor/DocEditor.tsx').then((module) => ({ default: module.DocEditor })),
);

/** /documentation/{doc}: one page, its table of contents, its neighbours, and "was this helpful". */
export function DocPage() {
  const { t, i18n } = useTranslation('core');
  const slug = useParams().doc ?? '';
  const { hash } = useLocation();
  const canEdit = useAccessContext().globalPermissions.includes('admin.docs');
  const [editing, setEditing] = useState(false);
  const query = useQuery(docPageQueryOptions(slug));
  const missing = useNotFoundOn404(query.error);
  const page = query.data;
  usePageTitle(page?.title);

  // The page arrives after the browser tried to scroll to #anchor: scroll once it is there.
  useEffect(() => {
    if (!page || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [page, hash]);

  if (missing) return null;
  return (
    <QueryState query={query} errorMessage={t('docs.loadError')}>
      {(page) => (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="md" component="article" aria-labelledby="doc-title">
              <nav aria-label={t('docs.trail')}>
                <Breadcrumbs separator="›" separatorMargin={6}>
                  <Anchor component={Link} to="/documentation" size="sm">
                    {t('routes.documentation')}
                  </Anchor>
                  <Anchor component={Link} to={`/documentation#${page.section}`} size="sm">
                    {t(`docs.sections.${page.section}.title`)}
                  </Anchor>
                </Breadcrumbs>
              </nav>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Title order={1} id="doc-title">
                  {page.title}
                </Title>
                {canEdit && (
                  <Button
                    variant="default"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    onClick={() => setEditing(true)}
                  >
                    {t('docs.edit')}
                  </Button>
                )}
              </Group>
              <Group gap="sm">
                <Text c="dimmed">
                  {t('docs.lastUpdated', { date: formatDate(page.updated, i18n.language) })}
                </Text>
                {!page.published && <Badge color="gray">{t('docs.unpublished')}</Badge>}
              </Group>
              <Text size="lg">{page.summary}</Text>
              <Box {...{ [DOC_BODY_ATTRIBUTE]: '' }}>
                <MarkdownContent html={page.html} />
              </Box>
              <DocFeedback slug={page.slug} helpful={page.helpful} />
              <Group
                justify="space-between"
                align="flex-start"
                component="nav"
                aria-label={t('docs.neighbours')}
                mt="lg"
                gap="md"
              >
                {page.previous ? (
                  <Anchor
                    component={Link}
                    to={`/documentation/${page.previous.slug}`}
                    className={classes.neighbour}
                  >
                    <IconArrowLeft size={16} aria-hidden />{' '}
                    {t('docs.previous', { title: page.previous.title })}
                  </Anchor>
                ) : (
                  <span />
                )}
                {page.next && (
                  <Anchor
                    component={Link}
                    to={`/documentation/${page.next.slug}`}
                    className={classes.neighbour}
                    ta="right"
                  >
                    {t('docs.next', { title: page.next.title })} <IconArrowRight size={16} aria-hidden />
                  </Anchor>
                )}
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ md: 3 }} visibleFrom="md">
            <Box pos="sticky" top={76}>
              <DocToc headings={page.headings} html={page.html} />
            </Box>
          </Grid.Col>
          {editing && (
            <Suspense fallback={null}>
              <DocEditor slug={page.slug} onClose={() => setEditing(false)} />
            </Suspense>
          )}
        </Grid>
      )}
    </QueryState>
  );
}
