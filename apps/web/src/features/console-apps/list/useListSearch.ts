import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type ListSearch, readListSearch, writeListSearch } from './listSearch.utils.ts';

/** The list's search, sort and page live in the URL, so a link or a reload shows the same rows. */
export function useListSearch() {
  const [params, setParams] = useSearchParams();
  const search = readListSearch(params);
  const setSearch = useCallback(
    (change: Partial<ListSearch>) =>
      setParams((current) => writeListSearch(current, { ...readListSearch(current), ...change }), {
        // Typing a search should not add a history entry per keystroke.
        replace: change.q !== undefined,
      }),
    [setParams],
  );
  return { search, setSearch };
}
