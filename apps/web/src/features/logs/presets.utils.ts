import type { LogPreset, LogPresetInput, LogTableLayout } from '@portal/contracts';
import type { LogSearchState } from './logSearch.utils.ts';

/**
 * What a preset keeps of the current view (docs/product/logs.md LOGS-5: name, optional date range, table
 * layout).
 */
export function presetInputFromView(
  name: string,
  includeDateRange: boolean,
  state: LogSearchState,
  layout: LogTableLayout,
): LogPresetInput {
  const { range } = state;
  return {
    name: name.trim(),
    basePreset: state.preset,
    appId: state.appId,
    includeDateRange,
    dateRange: !includeDateRange
      ? null
      : range.kind === 'relative'
        ? { kind: 'relative', preset: range.preset }
        : { kind: 'absolute', start: range.start, end: range.end },
    filters: state.filters,
    layout,
  };
}

/** The search a custom preset stands for; without its own range the current one is kept. */
export function searchStateFromPreset(preset: LogPreset, current: LogSearchState): LogSearchState {
  const range = preset.includeDateRange && preset.dateRange ? preset.dateRange : null;
  return {
    preset: preset.basePreset,
    presetId: preset.id,
    range: range
      ? range.kind === 'relative'
        ? { kind: 'relative', preset: range.preset }
        : { kind: 'absolute', start: range.start, end: range.end }
      : current.range,
    appId: preset.appId ?? current.appId,
    portalRequests: current.portalRequests,
    filters: preset.filters,
  };
}
