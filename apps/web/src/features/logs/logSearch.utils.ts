import {
  type BuiltInLogPresetName,
  builtInLogPresets,
  type LogDatePreset,
  type LogFilter,
  type LogSearchRequest,
  logFilterConditions,
  presetRange,
} from '@portal/contracts';

export type RelativeRange = Exclude<LogDatePreset, 'custom'>;
export const relativeRanges: readonly RelativeRange[] = ['15m', '30m', '1h', '24h', '7d'];
export const DEFAULT_RANGE: RelativeRange = '24h';

export type RangeSelection =
  | { kind: 'relative'; preset: RelativeRange }
  | { kind: 'absolute'; start: string; end: string };

/** Everything a search is made of; it lives in the URL so any search can be shared (issue 5). */
export type LogSearchState = {
  /** The built-in preset whose log types are shown (a custom preset starts from one too). */
  preset: BuiltInLogPresetName;
  /** The custom preset chosen, if any: its layout is used when the user owns it. */
  presetId: string | null;
  range: RangeSelection;
  /** An app chosen on the analytics page; the app logs pages fix it instead. */
  appId: string | null;
  filters: LogFilter[];
};

export const defaultSearchState: LogSearchState = {
  preset: 'All',
  presetId: null,
  range: { kind: 'relative', preset: DEFAULT_RANGE },
  appId: null,
  filters: [],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isBuiltInPreset(value: string | null): value is BuiltInLogPresetName {
  return builtInLogPresets.some((name) => name === value);
}

function isRelativeRange(value: string | null): value is RelativeRange {
  return relativeRanges.some((range) => range === value);
}

function isIsoDate(value: string | null): value is string {
  return value !== null && value !== '' && !Number.isNaN(Date.parse(value));
}

function isLogFilter(value: unknown): value is LogFilter {
  if (typeof value !== 'object' || value === null) return false;
  const { column, condition, value: filterValue } = value as Record<string, unknown>;
  return (
    typeof column === 'string' &&
    column !== '' &&
    logFilterConditions.some((known) => known === condition) &&
    (filterValue === undefined || typeof filterValue === 'string' || typeof filterValue === 'number')
  );
}

/** A link may be old or hand-edited: whatever cannot be read falls back to the default, never throws. */
function parseFilters(text: string | null): LogFilter[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isLogFilter) : [];
  } catch {
    return [];
  }
}

function parseRange(params: URLSearchParams): RangeSelection {
  const range = params.get('range');
  if (isRelativeRange(range)) return { kind: 'relative', preset: range };
  const start = params.get('start');
  const end = params.get('end');
  if (range === 'custom' && isIsoDate(start) && isIsoDate(end)) return { kind: 'absolute', start, end };
  return defaultSearchState.range;
}

export function parseSearchParams(params: URLSearchParams): LogSearchState {
  const preset = params.get('preset');
  const presetId = params.get('presetId');
  const appId = params.get('appId');
  return {
    preset: isBuiltInPreset(preset) ? preset : 'All',
    presetId: presetId && UUID.test(presetId) ? presetId : null,
    range: parseRange(params),
    appId: appId ? appId : null,
    filters: parseFilters(params.get('filters')),
  };
}

export function toSearchParams(state: LogSearchState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('preset', state.preset);
  if (state.presetId) params.set('presetId', state.presetId);
  if (state.range.kind === 'relative') params.set('range', state.range.preset);
  else {
    params.set('range', 'custom');
    params.set('start', state.range.start);
    params.set('end', state.range.end);
  }
  if (state.appId) params.set('appId', state.appId);
  if (state.filters.length > 0) params.set('filters', JSON.stringify(state.filters));
  return params;
}

/** The dates a selection stands for; a relative one ends at `now`, the moment the search was made. */
export function resolveRange(range: RangeSelection, now: Date): { start: Date; end: Date } {
  if (range.kind === 'relative') return presetRange(range.preset, now);
  return { start: new Date(range.start), end: new Date(range.end) };
}

/** The body of POST /search. `fixedAppId` (an app's logs page) wins over an app chosen in the URL. */
export function buildSearchRequest(
  state: LogSearchState,
  fixedAppId: string | undefined,
  now: Date,
): LogSearchRequest {
  const { start, end } = resolveRange(state.range, now);
  const appId = fixedAppId ?? state.appId ?? undefined;
  return {
    start: start.toISOString(),
    end: end.toISOString(),
    ...(appId ? { appId } : {}),
    preset: state.preset,
    filters: state.filters,
  };
}
