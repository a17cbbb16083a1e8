import { dateRangeIssues, type RangeIssue } from '@portal/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePublicConfig } from '../../lib/config/PublicConfigContext.tsx';
import {
  parseRangeParams,
  type RangeSelection,
  rangeParams,
  resolveRange,
} from './dateRange/dateRange.utils.ts';

/**
 * The range the URL holds, its dates (a relative one resolved when it was chosen, so the query key stays put)
 * and the range issues the server would answer with (docs/product/logs.md LOGS-6): no query runs while there
 * are any.
 */
export function useAnalyticsRange() {
  const { logRangeVariant } = usePublicConfig();
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const range = useMemo(() => parseRangeParams(new URLSearchParams(paramsKey)), [paramsKey]);
  const [snapshot, setSnapshot] = useState({ key: paramsKey, at: new Date() });
  // Adjusting state while rendering (React docs): no render with a stale 'now'.
  if (snapshot.key !== paramsKey) setSnapshot({ key: paramsKey, at: new Date() });
  const dates = resolveRange(range, snapshot.at);
  const issues: RangeIssue[] = dateRangeIssues(dates, new Date(), logRangeVariant);
  // Other parameters of the page (the audit filters) stay; a new range goes back to the first page.
  const setRange = useCallback(
    (next: RangeSelection) =>
      setParams((current) => {
        const merged = new URLSearchParams(current);
        for (const name of ['range', 'start', 'end', 'page']) merged.delete(name);
        for (const [name, value] of rangeParams(next)) merged.set(name, value);
        return merged;
      }),
    [setParams],
  );
  return {
    range,
    setRange,
    issues,
    isValid: issues.length === 0,
    query: { from: dates.start.toISOString(), to: dates.end.toISOString() },
  };
}

export type AnalyticsRange = ReturnType<typeof useAnalyticsRange>;
