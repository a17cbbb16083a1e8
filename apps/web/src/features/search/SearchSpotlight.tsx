import '@mantine/spotlight/styles.css';
import { Badge, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight, type SpotlightStore } from '@mantine/spotlight';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { layers } from '../../lib/layers.ts';
import { searchQueryOptions } from './api/searchApi.ts';
import { SnippetText } from './SnippetText.tsx';

const SPOTLIGHT_HITS = 8;

/**
 * What the kit does on a query change (its own `selectAction` is not exported): mark the list's first
 * action selected in the DOM, where its arrow keys and Enter look, and in the store, where they count from.
 */
function selectFirstAction(store: SpotlightStore) {
  const { listId } = store.getState();
  const list = listId ? document.getElementById(listId) : null;
  if (!list) return;
  list.querySelector('[data-selected]')?.removeAttribute('data-selected');
  list.querySelector('[data-action]')?.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: 0 }));
}

type Props = { opened: boolean; onClose: () => void };

/**
 * The spotlight over the search index: hits as the user types, arrow keys and Enter to open one, and a
 * last action to the full results page. The store is this component's own; `opened` drives it.
 */
export function SearchSpotlight({ opened, onClose }: Props) {
  const { t } = useTranslation('core');
  const navigate = useNavigate();
  const [store, spotlight] = useMemo(() => createSpotlight(), []);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 200);
  const organizationId = useCompany().selected?.organizationUuid ?? null;
  const search = useQuery(
    searchQueryOptions({ q: debounced, filter: 'all', start: 0, length: SPOTLIGHT_HITS }, organizationId),
  );

  useEffect(() => {
    if (opened) spotlight.open();
    else spotlight.close();
  }, [opened, spotlight]);

  const hits = debounced ? (search.data?.data ?? []) : [];
  // The kit selects the first action when the query changes, but the hits arrive later (debounce, then
  // the request): select again once they are rendered, or Enter finds nothing until ArrowDown.
  const firstHitKey = hits[0] ? `${hits[0].kind}:${hits[0].key}` : null;
  useEffect(() => {
    if (firstHitKey) selectFirstAction(store);
  }, [firstHitKey, store]);
  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      onSpotlightClose={onClose}
      // The header's own Ctrl/Cmd+K opens it; a second listener here would toggle it shut again.
      shortcut={null}
      scrollable
      maxHeight={420}
      zIndex={layers.searchBox}
    >
      <Spotlight.Search
        placeholder={t('search.spotlight.placeholder')}
        aria-label={t('search.label')}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={search.isFetching ? <Loader size={14} /> : null}
      />
      <Spotlight.ActionsList aria-label={t('search.title')}>
        {hits.map((hit) => (
          <Spotlight.Action key={`${hit.kind}:${hit.key}`} onClick={() => void navigate(hit.url)}>
            <Group wrap="nowrap" gap="sm" align="flex-start" w="100%">
              <Badge variant="light" color="gray" w={92} style={{ flexShrink: 0 }}>
                {t(`search.kinds.${hit.kind}`)}
              </Badge>
              <Stack gap={2} miw={0}>
                <Text size="sm" fw={600} truncate>
                  {hit.title}
                </Text>
                <Text size="xs" lineClamp={2}>
                  <SnippetText parts={hit.snippet} />
                </Text>
              </Stack>
            </Group>
          </Spotlight.Action>
        ))}
        {debounced && search.data && hits.length === 0 && (
          <Spotlight.Empty>
            <Center>{t('search.spotlight.nothing')}</Center>
          </Spotlight.Empty>
        )}
        {debounced && (
          <Spotlight.Action
            onClick={() => void navigate(`/search?q=${encodeURIComponent(debounced)}`)}
            leftSection={<IconArrowRight size={16} aria-hidden />}
            label={t('search.spotlight.all', { q: debounced })}
          />
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
