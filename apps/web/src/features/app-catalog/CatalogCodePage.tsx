import { Anchor, Button, Group, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import type { CatalogCode } from '@portal/contracts';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isNotFound } from '../../lib/http/isNotFound.ts';
import { bothQueries } from '../../lib/loading/bothQueries.ts';
import { DelayedSpinner } from '../../lib/loading/DelayedSpinner.tsx';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { catalogCodeQueryOptions, catalogEntryQueryOptions } from './api/catalogQueries.ts';
import { NotInCatalog } from './NotInCatalog.tsx';

// prism-react-renderer is loaded with the code page's first file, not with the portal.
const HighlightedCode = lazy(() =>
  import('./HighlightedCode.tsx').then((module) => ({ default: module.HighlightedCode })),
);

type SourceFile = CatalogCode['files'][number];

/** /app-catalog/:id/code: the sample's files, the chosen one (?file=) highlighted, with copy. */
export function CatalogCodePage() {
  const { t } = useTranslation('core');
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const entry = useQuery(catalogEntryQueryOptions(id));
  const code = useQuery(catalogCodeQueryOptions(id));

  const error = entry.error ?? code.error;
  if (isNotFound(error)) return <NotInCatalog />;
  return (
    <QueryState query={bothQueries(entry, code)} errorMessage={t('catalog.code.loadError')}>
      {([loadedEntry, loadedCode]) => {
        const files = loadedCode.files;
        const wanted = searchParams.get('file');
        const current =
          files.find((f) => f.path === wanted) ?? files.find((f) => f.path === 'manifest.json') ?? files[0];

        return (
          <Stack gap="md">
            <Anchor component={Link} to={`/app-catalog/${loadedEntry.sample}`} size="sm">
              {t('catalog.code.back', { name: loadedEntry.title })}
            </Anchor>
            <Title order={1}>{t('catalog.code.title', { name: loadedEntry.title })}</Title>
            {files.length === 0 || !current ? (
              <Text c="gray.7">{t('catalog.code.empty')}</Text>
            ) : (
              <Group align="flex-start" gap="md" wrap="wrap">
                <nav
                  aria-label={t('catalog.code.filesLabel')}
                  style={{ flex: '0 0 16rem', maxWidth: '100%' }}
                >
                  <ScrollArea.Autosize mah="70vh">
                    {files.map((file) => (
                      <NavLink
                        key={file.path}
                        component="button"
                        label={file.path}
                        active={file.path === current.path}
                        aria-current={file.path === current.path ? 'true' : undefined}
                        onClick={() => setSearchParams({ file: file.path }, { replace: true })}
                      />
                    ))}
                  </ScrollArea.Autosize>
                </nav>
                <FileView file={current} />
              </Group>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}

function FileView({ file }: { file: SourceFile }) {
  const { t } = useTranslation('core');
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <Stack gap="xs" style={{ flex: '1 1 24rem', minWidth: 0 }}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h4">
          {file.path}
        </Title>
        {file.encoding === 'utf8' && (
          <Button
            size="xs"
            variant="default"
            leftSection={
              clipboard.copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
            }
            onClick={() => clipboard.copy(file.content)}
            aria-label={t('catalog.code.copyFile', { path: file.path })}
          >
            {clipboard.copied ? t('catalog.code.copied') : t('catalog.code.copy')}
          </Button>
        )}
      </Group>
      {file.language === 'binary' ? (
        <img
          src={`data:image/png;base64,${file.content}`}
          alt={t('catalog.code.imageAlt', { path: file.path })}
          style={{ maxWidth: '100%', alignSelf: 'flex-start' }}
        />
      ) : (
        <Suspense fallback={<DelayedSpinner />}>
          <HighlightedCode
            code={file.content}
            language={file.language}
            label={t('catalog.code.fileLabel', { path: file.path })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
