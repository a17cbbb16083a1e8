import type {
  InsightsDay,
  InsightsQuery,
  OrchestrationInsight,
  OrchestrationInsights,
  StepInsight,
} from '@portal/contracts';
import { insightsDayCount } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rowsOf.ts';

const SHOWN_STEPS = 10;
type Row = Record<string, unknown>;
const dayMs = 86_400_000;

const num = (value: unknown) => Number(value ?? 0);
const ms = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value)));
const rate = (succeeded: number, failed: number) =>
  succeeded + failed === 0 ? null : succeeded / (succeeded + failed);

/** p50 and p95 of finish minus start in ms of the rows of `table` (an alias) the filter keeps. */
const percentiles = (table: 'r' | 's', finished: SQL) => {
  const elapsed = sql.raw(`extract(epoch from (${table}.finished_at - ${table}.started_at)) * 1000`);
  return sql`
  percentile_cont(0.5) within group (order by ${elapsed}) filter (where ${finished}) as p50,
  percentile_cont(0.95) within group (order by ${elapsed}) filter (where ${finished}) as p95`;
};

/**
 * How a company's orchestrations performed over a range of UTC days (issue 18 item 5), aggregated by the
 * database: one grouping-sets query for each orchestration and the total (percentiles cannot be added up
 * from groups), one for the days, one for the steps. Runs count on the day they were created.
 */
export function insightsRepository(db: Db) {
  const scope = (organizationId: string, query: InsightsQuery) => {
    const end = new Date(Date.parse(query.to) + dayMs).toISOString();
    return sql`r.organization_id = ${organizationId}
      and r.created_at >= ${`${query.from}T00:00:00Z`}::timestamptz and r.created_at < ${end}::timestamptz
      ${query.appId ? sql`and r.app_id = ${query.appId}` : sql``}`;
  };
  const finishedRun = sql`r.status in ('SUCCEEDED', 'FAILED') and r.started_at is not null and r.finished_at is not null`;

  return {
    async summary(organizationId: string, query: InsightsQuery): Promise<OrchestrationInsights> {
      const where = scope(organizationId, query);
      const [grouped, days, steps] = await Promise.all([
        rowsOf<Row>(
          db,
          sql`
          select r.app_id, a.name as app_name, r.orchestration, grouping(r.orchestration) as is_total,
            count(*) as runs,
            count(*) filter (where r.status = 'SUCCEEDED') as succeeded,
            count(*) filter (where r.status = 'FAILED') as failed,
            ${percentiles('r', finishedRun)}
          from orchestration_runs r join apps a on a.id = r.app_id
          where ${where}
          group by grouping sets ((r.app_id, a.name, r.orchestration), ())
          order by runs desc, a.name, r.orchestration`,
        ),
        rowsOf<Row>(
          db,
          sql`
          select to_char((r.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
            count(*) filter (where r.status = 'SUCCEEDED') as succeeded,
            count(*) filter (where r.status = 'FAILED') as failed,
            count(*) filter (where r.status = 'CANCELLED') as cancelled,
            count(*) filter (where r.status in ('QUEUED', 'RUNNING', 'WAITING')) as unfinished
          from orchestration_runs r
          where ${where}
          group by 1`,
        ),
        rowsOf<Row>(
          db,
          sql`
          select r.app_id, a.name as app_name, r.orchestration, s.step_id, s.type,
            count(*) as executions,
            count(*) filter (where s.status = 'FAILED') as failed,
            ${percentiles('s', sql`s.status in ('SUCCEEDED', 'FAILED') and s.finished_at is not null`)}
          from orchestration_step_runs s
            join orchestration_runs r on r.id = s.run_id
            join apps a on a.id = r.app_id
          where ${where}
          group by r.app_id, a.name, r.orchestration, s.step_id, s.type`,
        ),
      ]);
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

export type InsightsRepository = ReturnType<typeof insightsRepository>;
