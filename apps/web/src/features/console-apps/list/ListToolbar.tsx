import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { appSorts } from '@portal/contracts';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppSort, ListSearch } from './listSearch.utils.ts';

export const SEARCH_DEBOUNCE_MS = 300;

type Props = {
  search: ListSearch;
  onChange: (change: Partial<ListSearch>) => void;
  /** The licensed list sorts its third key by license start rather than last modified. */
  isLicensed?: boolean;
};

/**
 * Search box (debounced into the URL) and sort order of an app list. Memoised: the list's answer arriving
 * re-rendered the sort's select and its options with the rows, for nothing (bench/README.md "The console's
 * renders").
 */
export const ListToolbar = memo(function ListToolbar({ search, onChange, isLicensed = false }: Props) {
  const { t } = useTranslation('console');
  const [text, setText] = useState(search.q);
  const commit = useDebouncedCallback((q: string) => onChange({ q: q.trim(), page: 1 }), SEARCH_DEBOUNCE_MS);
  // Back/forward or a link changes the URL: the box follows it.
  useEffect(() => setText(search.q), [search.q]);

  const sortLabel = (sort: AppSort) =>
    isLicensed && sort.endsWith('updatedAt')
      ? t(`appsList.sort.${sort === 'updatedAt' ? 'licenseStartAsc' : 'licenseStartDesc'}`)
      : t(`appsList.sort.${sort}`);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t('appsList.search.label')}
        placeholder={t('appsList.search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          commit(event.currentTarget.value);
        }}
        style={{ flex: '1 1 16rem' }}
      />
      <Select
        label={t('appsList.sort.label')}
        data={appSorts.map((sort) => ({ value: sort, label: sortLabel(sort) }))}
        value={search.sort}
        onChange={(value) => value && onChange({ sort: value as AppSort, page: 1 })}
        allowDeselect={false}
        style={{ flex: '0 1 16rem' }}
      />
    </Group>
  );
});
