/**
 * What other features may use of analytics: the tabs that link its pages and the date range they all
 * read (its fields, its URL parameters, the earliest day with logs); the logs page shows both too.
 */
export { earliestLogDateQueryOptions } from './api/earliestLogDate.ts';
export { DateRangeFields } from './dateRange/DateRangeFields.tsx';
export {
  defaultRange,
  parseRangeParams,
  type RangeSelection,
  rangeParams,
  rangeSince,
  resolveRange,
} from './dateRange/dateRange.utils.ts';
export { useAnalyticsTabs } from './useAnalyticsTabs.ts';
