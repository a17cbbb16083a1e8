import { z } from 'zod';
import type { Issue } from '../messages.ts';

/** The width of one point of a metrics chart. */
export const metricsIntervals = ['minute', 'hour', 'day'] as const;
export type MetricsInterval = (typeof metricsIntervals)[number];

const intervalMs: Record<MetricsInterval, number> = {
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

/** More points than this make a chart unreadable and a query needlessly slow. */
export const MAX_METRICS_POINTS = 1500;

/** The interval that gives a readable chart for a range: minutes up to 3 hours, hours up to 3 days. */
export function defaultMetricsInterval(range: { start: Date; end: Date }): MetricsInterval {
  const span = range.end.getTime() - range.start.getTime();
  if (span <= 3 * intervalMs.hour) return 'minute';
  if (span <= 3 * intervalMs.day) return 'hour';
  return 'day';
}

/** The UTC start of the bucket holding `date`. */
export function bucketStart(date: Date, interval: MetricsInterval): Date {
  const ms = intervalMs[interval];
  return new Date(Math.floor(date.getTime() / ms) * ms);
}

/** Every bucket start of the range, oldest first (the chart's x axis, with no gaps). */
export function bucketStarts(range: { start: Date; end: Date }, interval: MetricsInterval): Date[] {
  const starts: Date[] = [];
  const step = intervalMs[interval];
  for (let t = bucketStart(range.start, interval).getTime(); t <= range.end.getTime(); t += step) {
    starts.push(new Date(t));
  }
  return starts;
}

/** An interval too fine for the range (more than MAX_METRICS_POINTS points), or undefined. */
export function metricsIntervalIssue(
  range: { start: Date; end: Date },
  interval: MetricsInterval,
): Issue | undefined {
  const points = Math.floor((range.end.getTime() - range.start.getTime()) / intervalMs[interval]) + 1;
  if (points > MAX_METRICS_POINTS) {
    return { key: 'analytics.tooManyPoints', params: { interval, max: MAX_METRICS_POINTS } };
  }
  return undefined;
}

const isoDateTime = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date and time' });

export const metricsQuerySchema = z.object({
  from: isoDateTime,
  to: isoDateTime,
  appId: z.string().min(1).max(128).optional(),
  interval: z.enum(metricsIntervals, { message: `must be one of ${metricsIntervals.join(', ')}` }).optional(),
});
export type MetricsQuery = z.infer<typeof metricsQuerySchema>;

/** The range of the "self" endpoints: the same rules, no app or interval. */
export const analyticsRangeQuerySchema = z.object({ from: isoDateTime, to: isoDateTime });
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

const latency = {
  /** Milliseconds; null when the bucket has no request with a duration. */
  p50: z.number().nullable(),
  p95: z.number().nullable(),
  p99: z.number().nullable(),
};

export const metricsBucketSchema = z.object({
  /** ISO start of the bucket (UTC). */
  start: z.string(),
  requests: z.number().int(),
  errors: z.number().int(),
  ...latency,
});
export type MetricsBucket = z.infer<typeof metricsBucketSchema>;

export const appUsageSchema = z.object({
  appId: z.string(),
  /** The app's name when the app still exists in the portal, else null. */
  name: z.string().nullable(),
  requests: z.number().int(),
  errors: z.number().int(),
  users: z.number().int(),
});
export type AppUsage = z.infer<typeof appUsageSchema>;

export const metricsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(metricsIntervals),
  totals: z.object({
    requests: z.number().int(),
    errors: z.number().int(),
    users: z.number().int(),
    ...latency,
  }),
  buckets: z.array(metricsBucketSchema),
  /** The apps with traffic in the range, most requests first. */
  apps: z.array(appUsageSchema),
});
export type MetricsResponse = z.infer<typeof metricsResponseSchema>;
