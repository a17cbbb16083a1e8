import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListSearch, readListSearch, writeListSearch } from './listSearch.utils.ts';

/** The list's search, sort and page live in the URL, so a link or a reload shows the same rows. */
export function useListSearch() {
  const [params, setParams] = useSearchParams();
  // One object while the URL's query stays: the toolbar is skipped when only the list's answer changed.
  const search = useMemo(() => readListSearch(params), [params]);
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
