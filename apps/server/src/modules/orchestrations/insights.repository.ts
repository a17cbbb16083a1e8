import type { InsightsQuery } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rowsOf.ts';

const dayMs = 86_400_000;

/** p50 and p95 of finish minus start in ms of the rows of `table` (an alias) the filter keeps. */
const percentiles = (table: 'r' | 's', finished: SQL) => {
  const elapsed = sql.raw(`extract(epoch from (${table}.finished_at - ${table}.started_at)) * 1000`);
  return sql`
  percentile_cont(0.5) within group (order by ${elapsed}) filter (where ${finished}) as p50,
  percentile_cont(0.95) within group (order by ${elapsed}) filter (where ${finished}) as p95`;
};

/** Rows as the database answers them: counts and percentiles may come back as strings. */
export type Row = Record<string, unknown>;

/**
 * How a company's orchestrations performed over a range of UTC days (docs/product/orchestrations.md ORCH-10),
 * aggregated by the database: one grouping-sets query for each orchestration and the total (percentiles
 * cannot be added up from groups), one for the days, one for the steps. Runs count on the day they were
 * created.
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
    async summary(organizationId: string, query: InsightsQuery) {
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
      return { grouped, days, steps };
    },
  };
}

export type InsightsRepository = ReturnType<typeof insightsRepository>;
