import {
  type InsightsDay,
  type InsightsQuery,
  insightsDayCount,
  type OrchestrationInsight,
  type OrchestrationInsights,
  type StepInsight,
} from '@portal/contracts';
import type { InsightsRepository } from './insights.repository.ts';

const SHOWN_STEPS = 10;
const dayMs = 86_400_000;

const num = (value: unknown) => Number(value ?? 0);
const ms = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value)));
/** Succeeded over succeeded and failed: a cancelled run is neither (contracts successRateSchema). */
const rate = (succeeded: number, failed: number) =>
  succeeded + failed === 0 ? null : succeeded / (succeeded + failed);

/**
 * Orchestration insights (docs/product/orchestrations.md ORCH-10): the database's aggregates shaped for the
 * page, with every day of the range (a day without runs is a zero bar, not a gap) and the steps worth a look.
 */
export function insightsService(repo: InsightsRepository) {
  return {
    async summary(organizationId: string, query: InsightsQuery): Promise<OrchestrationInsights> {
      const { grouped, days, steps } = await repo.summary(organizationId, query);
      const total = grouped.find((row) => num(row.is_total) === 1);
      const orchestrations: OrchestrationInsight[] = grouped
        .filter((row) => num(row.is_total) === 0)
        .map((row) => ({
          appId: String(row.app_id),
          appName: String(row.app_name),
          orchestration: String(row.orchestration),
          runs: num(row.runs),
          succeeded: num(row.succeeded),
          failed: num(row.failed),
          successRate: rate(num(row.succeeded), num(row.failed)),
          p50Ms: ms(row.p50),
          p95Ms: ms(row.p95),
        }));
      const byDay = new Map(days.map((row) => [String(row.day), row]));
      const everyDay: InsightsDay[] = Array.from(
        { length: insightsDayCount(query.from, query.to) },
        (_, i) => {
          const day = new Date(Date.parse(query.from) + i * dayMs).toISOString().slice(0, 10);
          const row = byDay.get(day);
          return {
            day,
            succeeded: num(row?.succeeded),
            failed: num(row?.failed),
            cancelled: num(row?.cancelled),
            unfinished: num(row?.unfinished),
          };
        },
      );
      const stepRows: StepInsight[] = steps.map((row) => ({
        appId: String(row.app_id),
        appName: String(row.app_name),
        orchestration: String(row.orchestration),
        stepId: String(row.step_id),
        type: String(row.type),
        executions: num(row.executions),
        failed: num(row.failed),
        p50Ms: ms(row.p50),
        p95Ms: ms(row.p95),
      }));
      const succeeded = num(total?.succeeded);
      const failed = num(total?.failed);
      return {
        from: query.from,
        to: query.to,
        totals: {
          runs: num(total?.runs),
          succeeded,
          failed,
          successRate: rate(succeeded, failed),
          p50Ms: ms(total?.p50),
          p95Ms: ms(total?.p95),
        },
        days: everyDay,
        orchestrations,
        slowestSteps: stepRows
          .filter((step) => step.p95Ms !== null)
          .sort((a, b) => b.p95Ms! - a.p95Ms! || a.stepId.localeCompare(b.stepId))
          .slice(0, SHOWN_STEPS),
        failingSteps: stepRows
          .filter((step) => step.failed > 0)
          .sort((a, b) => b.failed - a.failed || a.stepId.localeCompare(b.stepId))
          .slice(0, SHOWN_STEPS),
      };
    },
  };
}

export type InsightsService = ReturnType<typeof insightsService>;
