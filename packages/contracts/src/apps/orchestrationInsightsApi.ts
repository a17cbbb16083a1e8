import { z } from 'zod';

/** The longest range insights read at once: a quarter of days, each a bar. */
export const INSIGHTS_MAX_DAYS = 92;

const dayMs = 86_400_000;
/** Days from `from` to `to`, both included (UTC dates). */
export const insightsDayCount = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / dayMs) + 1;

/** GET /orchestrate/insights/v1/summary: a range of UTC days, both ends included, of one app or all. */
export const insightsQuerySchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    appId: z.uuid().optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'The range must start on or before its end.', path: ['from'] })
  .refine((q) => insightsDayCount(q.from, q.to) <= INSIGHTS_MAX_DAYS, {
    message: `The range may be at most ${INSIGHTS_MAX_DAYS} days.`,
    path: ['to'],
  });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

const count = z.number().int().nonnegative();
/** Milliseconds from start to finish, over finished runs (or step executions); null when there are none. */
const durationMs = z.number().nonnegative().nullable();

/** Succeeded over succeeded and failed (a cancelled run is neither); null before any finished so. */
export const successRateSchema = z.number().min(0).max(1).nullable();

export const insightsDaySchema = z.object({
  day: z.iso.date(),
  succeeded: count,
  failed: count,
  cancelled: count,
  /** Queued, running or waiting still. */
  unfinished: count,
});

export const orchestrationInsightSchema = z.object({
  appId: z.string(),
  appName: z.string(),
  orchestration: z.string(),
  runs: count,
  succeeded: count,
  failed: count,
  successRate: successRateSchema,
  p50Ms: durationMs,
  p95Ms: durationMs,
});

export const stepInsightSchema = z.object({
  appId: z.string(),
  appName: z.string(),
  orchestration: z.string(),
  stepId: z.string(),
  type: z.string(),
  executions: count,
  failed: count,
  p50Ms: durationMs,
  p95Ms: durationMs,
});

export const orchestrationInsightsSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  totals: z.object({
    runs: count,
    succeeded: count,
    failed: count,
    successRate: successRateSchema,
    p50Ms: durationMs,
    p95Ms: durationMs,
  }),
  /** Every day of the range, oldest first, zeros included. */
  days: z.array(insightsDaySchema),
  /** Busiest first. */
  orchestrations: z.array(orchestrationInsightSchema),
  /** The steps with the highest p95, at most 10. */
  slowestSteps: z.array(stepInsightSchema),
  /** The steps with the most failed executions (at least one), at most 10. */
  failingSteps: z.array(stepInsightSchema),
});
export type OrchestrationInsights = z.infer<typeof orchestrationInsightsSchema>;
export type OrchestrationInsight = z.infer<typeof orchestrationInsightSchema>;
export type StepInsight = z.infer<typeof stepInsightSchema>;
export type InsightsDay = z.infer<typeof insightsDaySchema>;
