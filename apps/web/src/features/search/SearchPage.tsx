import { Anchor, Badge, Card, Chip, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type SearchFilter, searchFilterSchema, searchFilters } from '@portal/contracts';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatCount } from '../../lib/format/numbers.ts';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { ListCount } from '../../lib/lists/ListCount.tsx';
import { Pager } from '../../lib/lists/Pager.tsx';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { searchQueryOptions } from './api/searchApi.ts';
import { SnippetText } from './SnippetText.tsx';

const PAGE_SIZE = 20;

/**
 * /search?q=&filter= (docs/product/content.md CONTENT-4): one box over docs, tutorials, catalog apps, API
 * operations and the selected company's apps. The query and filter live in the address, so a search can be
 * shared.
 */
export function SearchPage() {
  const { t, i18n } = useTranslation('core');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const filter: SearchFilter = searchFilterSchema.catch('all').parse(params.get('filter') ?? 'all');
  const [draft, setDraft] = useState(q);
  const [debounced] = useDebouncedValue(draft.trim(), 250);
  const [page, setPage] = useState(1);
  const organizationId = useCompany().selected?.organizationUuid ?? null;

  useEffect(() => setDraft(q), [q]);
  useEffect(() => {
    if (debounced === q) return;
    const next = new URLSearchParams(params);
    if (debounced) next.set('q', debounced);
    else next.delete('q');
    setParams(next, { replace: true });
  }, [debounced, q, params, setParams]);
  // A new search starts at its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: q and filter are the triggers, not read
  useEffect(() => setPage(1), [q, filter]);

  const query = useQuery({
    ...searchQueryOptions({ q, filter, start: (page - 1) * PAGE_SIZE, length: PAGE_SIZE }, organizationId),
    placeholderData: keepPreviousData,
  });
  const counts = query.data?.counts;
  const allCount = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;

  const chooseFilter = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('filter');
    else next.set('filter', value);
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('search.title')}</Title>
      <TextInput
        type="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        maw={640}
        data-autofocus
      />
      <Chip.Group value={filter} onChange={(value) => chooseFilter(String(value))}>
        <Group gap="xs" role="group" aria-label={t('search.filterLabel')}>
          {searchFilters.map((value) => {
            const count = value === 'all' ? allCount : counts?.[value];
            return (
              <Chip key={value} value={value} size="sm">
                {t(`search.filters.${value}`)}
                {q && count !== undefined ? ` (${formatCount(count, i18n.language)})` : ''}
              </Chip>
            );
          })}
        </Group>
      </Chip.Group>
      {!q ? (
        <Text c="dimmed">{t('search.prompt')}</Text>
      ) : (
        <QueryState
          query={query}
          errorMessage={t('search.error')}
          empty={{
            when: (results) => results.total === 0,
            show: (
              <Stack gap={4} role="status">
                <Text fw={600}>{t('search.noResults', { q })}</Text>
                <Text c="dimmed">{t('search.noResultsHint')}</Text>
              </Stack>
            ),
          }}
        >
          {(results) => (
            <Stack gap="sm">
              <ListCount>
                {t('search.resultCount', {
                  count: results.total,
                  formatted: formatCount(results.total, i18n.language),
                })}
              </ListCount>
              <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {results.data.map((hit) => (
                  <li key={`${hit.kind}:${hit.key}`}>
                    <Card withBorder padding="sm">
                      <Stack gap={4}>
                        <Group gap="xs" wrap="nowrap">
                          <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                            {t(`search.kinds.${hit.kind}`)}
                          </Badge>
                          <Anchor component={Link} to={hit.url} fw={600}>
                            {hit.title}
                          </Anchor>
                        </Group>
                        <Text size="sm">
                          <SnippetText parts={hit.snippet} />
                        </Text>
                      </Stack>
                    </Card>
                  </li>
                ))}
              </Stack>
              <Pager
                total={Math.min(results.total, 10_000)}
                pageSize={PAGE_SIZE}
                page={page}
                onChange={setPage}
                label={t('search.pages')}
              />
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
