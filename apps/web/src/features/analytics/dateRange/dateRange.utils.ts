import { type LogDatePreset, presetRange } from '@portal/contracts';

export type RelativeRange = Exclude<LogDatePreset, 'custom'>;
export const relativeRanges: readonly RelativeRange[] = ['15m', '30m', '1h', '24h', '7d'];
export const DEFAULT_RANGE: RelativeRange = '24h';

/**
 * A range of the log date presets or a custom one; the logs and analytics pages share it
 * (docs/product/analytics.md ANALYTICS-1).
 */
export type RangeSelection =
  | { kind: 'relative'; preset: RelativeRange }
  | { kind: 'absolute'; start: string; end: string };

export const defaultRange: RangeSelection = { kind: 'relative', preset: DEFAULT_RANGE };

function isRelativeRange(value: string | null): value is RelativeRange {
  return relativeRanges.some((range) => range === value);
}

function isIsoDate(value: string | null): value is string {
  return value !== null && value !== '' && !Number.isNaN(Date.parse(value));
}

/** The range a URL names (`range`, and `start`/`end` for a custom one); a link that cannot be read gets the default. */
export function parseRangeParams(params: URLSearchParams): RangeSelection {
  const range = params.get('range');
  if (isRelativeRange(range)) return { kind: 'relative', preset: range };
  const start = params.get('start');
  const end = params.get('end');
  if (range === 'custom' && isIsoDate(start) && isIsoDate(end)) return { kind: 'absolute', start, end };
  return defaultRange;
}

/** The URL parameters of a range, the same on every page that has one, so a link can move between them. */
export function rangeParams(range: RangeSelection): URLSearchParams {
  if (range.kind === 'relative') return new URLSearchParams({ range: range.preset });
  return new URLSearchParams({ range: 'custom', start: range.start, end: range.end });
}

/** The dates a selection stands for; a relative one ends at `now`, the moment the search was made. */
export function resolveRange(range: RangeSelection, now: Date): { start: Date; end: Date } {
  if (range.kind === 'relative') return presetRange(range.preset, now);
  return { start: new Date(range.start), end: new Date(range.end) };
}

/**
 * A range from `since` on: the smallest preset that reaches back to it, which ends when the page searches
 * (so lines written after the link was made still show), or, further back than every preset, a custom
 * range from `since` to `now`.
 */
export function rangeSince(since: Date, now: Date): RangeSelection {
  const preset = relativeRanges.find((range) => presetRange(range, now).start <= since);
  if (preset) return { kind: 'relative', preset };
  return { kind: 'absolute', start: since.toISOString(), end: now.toISOString() };
}
