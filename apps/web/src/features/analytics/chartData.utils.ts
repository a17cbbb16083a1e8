import type { MetricsBucket, MetricsInterval } from '@portal/contracts';
import { formatDate, formatDateTime } from '../../lib/format/dates.ts';

/** The x-axis label of a bucket: buckets are UTC, so the label says UTC dates and times. */
export function bucketLabel(start: string, interval: MetricsInterval, language: string): string {
  const options = { year: false, timeZone: 'UTC' } as const;
  return interval === 'day' ? formatDate(start, language, options) : formatDateTime(start, language, options);
}

/** Errors as a share of requests, in percent with one decimal; null without requests. */
export function errorRate(errors: number, requests: number): number | null {
  return requests === 0 ? null : Math.round((errors / requests) * 1000) / 10;
}

export type ChartPoint = {
  label: string;
  requests: number;
  errors: number;
  errorRate: number | null;
  p50: number | null;
  p95: number | null;
  p99: number | null;
};

export function chartPoints(
  buckets: readonly MetricsBucket[],
  interval: MetricsInterval,
  language: string,
): ChartPoint[] {
  return buckets.map((bucket) => ({
    label: bucketLabel(bucket.start, interval, language),
    requests: bucket.requests,
    errors: bucket.errors,
    errorRate: errorRate(bucket.errors, bucket.requests),
    p50: bucket.p50,
    p95: bucket.p95,
    p99: bucket.p99,
  }));
}

/** The busiest point of a series, for the text alternative of a chart. */
export function peak<T>(points: readonly T[], value: (point: T) => number | null): T | undefined {
  let best: T | undefined;
  for (const point of points) {
    const v = value(point);
    if (v !== null && (best === undefined || v > (value(best) ?? Number.NEGATIVE_INFINITY))) best = point;
  }
  return best;
}
