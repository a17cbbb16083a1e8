import type { Issue } from '../messages.ts';

export const logRangeVariants = ['30d', '18m'] as const;
export type LogRangeVariant = (typeof logRangeVariants)[number];

export const logDatePresets = ['15m', '30m', '1h', '24h', '7d', 'custom'] as const;
export type LogDatePreset = (typeof logDatePresets)[number];

const MINUTE = 60_000;
const presetSpan: Record<Exclude<LogDatePreset, 'custom'>, number> = {
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '24h': 24 * 60 * MINUTE,
  '7d': 7 * 24 * 60 * MINUTE,
};

export type DateRange = { start: Date; end: Date };

/** The range a relative preset stands for, ending now. */
export function presetRange(preset: Exclude<LogDatePreset, 'custom'>, now: Date): DateRange {
  return { start: new Date(now.getTime() - presetSpan[preset]), end: now };
}

/**
 * The earliest start allowed: 30 days back, or 18 months in the other variant (docs/product/logs.md LOGS-6).
 */
export function earliestStart(now: Date, variant: LogRangeVariant): Date {
  const earliest = new Date(now);
  if (variant === '30d') earliest.setUTCDate(earliest.getUTCDate() - 30);
  else earliest.setUTCMonth(earliest.getUTCMonth() - 18);
  return earliest;
}

function sameUtcDay(a: Date, b: Date): boolean {
  return a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);
}

export type RangeIssue = Issue & { field: 'start' | 'end' };

/** Every rule of docs/product/logs.md LOGS-6 for a log date range; empty when the range is valid. */
export function dateRangeIssues(range: DateRange, now: Date, variant: LogRangeVariant): RangeIssue[] {
  const issues: RangeIssue[] = [];
  const { start, end } = range;
  if (start.getTime() > now.getTime()) issues.push({ field: 'start', key: 'logs.rangeFuture' });
  if (end.getTime() > now.getTime()) issues.push({ field: 'end', key: 'logs.rangeFuture' });
  if (start.getTime() < earliestStart(now, variant).getTime()) {
    issues.push({
      field: 'start',
      key: 'logs.rangeTooFarBack',
      params: { limit: variant === '30d' ? '30 days' : '18 months' },
    });
  }
  if (end.getTime() < start.getTime()) {
    // The same-day wording tells the user it is the time, not the date, that is wrong.
    issues.push({
      field: 'end',
      key: sameUtcDay(start, end) ? 'logs.rangeSameDayTime' : 'logs.rangeEndBeforeStart',
    });
  }
  return issues;
}
