import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type LogSearchState, parseSearchParams, toSearchParams } from './logSearch.utils.ts';

/**
 * The search as the URL holds it, and the moment it was made: a relative range ('last hour') is
 * resolved against that moment, so the query key stays the same until the user searches again.
 */
export function useLogSearchState() {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const state = useMemo(() => parseSearchParams(new URLSearchParams(paramsKey)), [paramsKey]);
  const [snapshot, setSnapshot] = useState({ key: paramsKey, at: new Date(), run: 0 });
  // Adjusting state while rendering (React docs) instead of an effect: no render with a stale time.
  if (snapshot.key !== paramsKey) setSnapshot({ key: paramsKey, at: new Date(), run: snapshot.run });

  const setState = useCallback(
    (next: LogSearchState) => {
      setParams(toSearchParams(next));
      // Searching again with the same parameters still means 'now' has moved on.
      setSnapshot((current) => ({ ...current, at: new Date(), run: current.run + 1 }));
    },
    [setParams],
  );
  return { state, setState, searchedAt: snapshot.at };
}
