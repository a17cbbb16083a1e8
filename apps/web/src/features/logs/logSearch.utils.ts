import {
  type BuiltInLogPresetName,
  builtInLogPresets,
  isUuid,
  type LogFilter,
  type LogSearchRequest,
  logFilterConditions,
} from '@portal/contracts';
import {
  defaultRange,
  parseRangeParams,
  type RangeSelection,
  rangeParams,
  resolveRange,
} from '../analytics/index.ts';

/**
 * Everything a search is made of; it lives in the URL so any search can be shared (docs/product/logs.md
 * LOGS-8).
 */
export type LogSearchState = {
  /** The built-in preset whose log types are shown (a custom preset starts from one too). */
  preset: BuiltInLogPresetName;
  /** The custom preset chosen, if any: its layout is used when the user owns it. */
  presetId: string | null;
  range: RangeSelection;
  /** An app chosen on the analytics page; the app logs pages fix it instead. */
  appId: string | null;
  /** With All: the portal's own requests shown too (off by default: they are people reading the portal). */
  portalRequests: boolean;
  filters: LogFilter[];
};

export const defaultSearchState: LogSearchState = {
  preset: 'All',
  presetId: null,
  range: defaultRange,
  appId: null,
  portalRequests: false,
  filters: [],
};

function isBuiltInPreset(value: string | null): value is BuiltInLogPresetName {
  return builtInLogPresets.some((name) => name === value);
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

export function parseSearchParams(params: URLSearchParams): LogSearchState {
  const preset = params.get('preset');
  const presetId = params.get('presetId');
  const appId = params.get('appId');
  return {
    preset: isBuiltInPreset(preset) ? preset : 'All',
    presetId: presetId && isUuid(presetId) ? presetId : null,
    range: parseRangeParams(params),
    appId: appId ? appId : null,
    portalRequests: params.get('portal') === '1',
    filters: parseFilters(params.get('filters')),
  };
}

export function toSearchParams(state: LogSearchState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('preset', state.preset);
  if (state.presetId) params.set('presetId', state.presetId);
  for (const [name, value] of rangeParams(state.range)) params.set(name, value);
  if (state.appId) params.set('appId', state.appId);
  if (state.portalRequests) params.set('portal', '1');
  if (state.filters.length > 0) params.set('filters', JSON.stringify(state.filters));
  return params;
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
    ...(state.portalRequests ? { portalRequests: true } : {}),
    filters: state.filters,
  };
}
