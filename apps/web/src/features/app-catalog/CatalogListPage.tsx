import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { catalogListQueryOptions } from './api/catalogQueries.ts';
import { CatalogGrid } from './CatalogGrid.tsx';

/**
 * /app-catalog: the published sample apps, public. The search runs on the server (title and
 * description) and lives in ?q= so a search can be shared.
 */
export function CatalogListPage() {
  const { t } = useTranslation('core');
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const [debounced] = useDebouncedValue(draft.trim(), 250);

  useEffect(() => {
    if (debounced === q) return;
    setSearchParams(debounced ? { q: debounced } : {}, { replace: true });
  }, [debounced, q, setSearchParams]);

  const query = useQuery({ ...catalogListQueryOptions(q), placeholderData: keepPreviousData });

  return (
    <Stack gap="md">
      <Title order={1}>{t('catalog.title')}</Title>
      <Text>{t('catalog.intro')}</Text>
      <TextInput
        type="search"
        label={t('catalog.searchLabel')}
        placeholder={t('catalog.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        maw={480}
      />
      <QueryState query={query} errorMessage={t('catalog.loadError')}>
        {(loaded) => (
          <CatalogGrid
            entries={loaded.data}
            emptyText={q ? t('catalog.noMatches', { q }) : t('catalog.empty')}
          />
        )}
      </QueryState>
    </Stack>
  );
}
