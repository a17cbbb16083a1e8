import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** What the demo's lines are made of (seed/logsDemo.ts): the words each line picks among. */
export type DemoLogWords = {
  users: readonly string[];
  events: readonly string[];
  remotePaths: readonly string[];
  /** Request paths; `{id}` takes a number of 100-999. */
  paths: readonly string[];
  agents: readonly string[];
  tenants: readonly string[];
};

export type DemoLogsSpec = {
  /** The companies, each with the apps its lines may name (none: lines without an app). */
  companies: readonly { orgId: string; appIds: readonly string[] }[];
  rows: number;
  /** The lines fall in the `days` whole days before `end`. */
  end: Date;
  days: number;
  /** The same seed gives the same lines (relative to `end`). */
  seed: number;
  /** Shares of the three types, summing to 1. */
  shares: { access: number; appEvent: number };
  words: DemoLogWords;
};

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The k-th draw of line g, uniform in [0, 1): a hash of the line's number, so the lines are the same on every
 * run and on both databases, and no line depends on another's draws.
 */
function draw(k: number): SQL {
  return sql.raw(`((hashint8extended(g, seed * 64 + ${k}) & 4294967295)::float8 / 4294967296)`);
}

/** One of the words of a text[] column, by a draw. */
function pick(list: string, k: number): SQL {
  return sql`${sql.raw(list)}[1 + floor(${draw(k)} * cardinality(${sql.raw(list)}))::int]`;
}

/**
 * The demo world's month of lines, made in the database in one statement (generate_series over the lines,
 * each line's choices drawn from a hash of its number) rather than built in JS and sent as 30,000 rows of
 * json, which the main thread built and serialized and the database thread parsed (bench/README.md, "The
 * demo's month of logs made in the database"). The lines are written in date order, as they would arrive:
 * in the order drawn they cost the indexes a third more.
 *
 * Working hours (8-18 UTC) are three times as busy as the others: a line's instant is uniform over the span
 * with probability 24/44, and otherwise uniform over the span's working hours (weights 1 everywhere plus 2 on
 * working hours, over whole days of which each holds 10 working hours).
 */
export function demoLogsRepository(db: Db) {
  return {
    async insertDemoLines(spec: DemoLogsSpec): Promise<void> {
      if (spec.rows <= 0 || spec.companies.length === 0) return;
      const spanMs = spec.days * DAY_MS;
      const startMs = spec.end.getTime() - spanMs;
      const firstDayMs = Math.floor(startMs / DAY_MS) * DAY_MS;
      const workingMs = spec.days * 10 * HOUR_MS;
      const companies = JSON.stringify(spec.companies.map(({ orgId, appIds }) => ({ orgId, appIds })));
      const words = JSON.stringify(spec.words);
      const texts = (key: keyof DemoLogWords) =>
        sql`array(select json_array_elements_text(${sql.raw(`w.words -> '${key}'`)}))`;
      await db.execute(sql`
        with w as (select ${words}::json as words),
        v as (
          select ${texts('users')} as users, ${texts('events')} as events,
            ${texts('remotePaths')} as remote_paths, ${texts('paths')} as paths,
            ${texts('agents')} as agents, ${texts('tenants')} as tenants
          from w
        ),
        c as (
          select (n - 1)::int as idx, org_id, app_ids
          from rows from (json_to_recordset(${companies}::json) as ("orgId" uuid, "appIds" json))
            with ordinality as t(org_id, apps, n),
            lateral (select array(select json_array_elements_text(apps)) as app_ids) a
        ),
        drawn as (
          select g,
            ${draw(0)} < 24.0 / 44 as anytime,
            ${draw(1)} as instant,
            floor(${draw(2)} * ${spec.companies.length}::int)::int as company,
            case when ${draw(3)} < ${spec.shares.access}::float8 then 'access'
              when ${draw(3)} < ${spec.shares.access + spec.shares.appEvent}::float8 then 'app_event'
              else 'remote_api' end as type,
            round(5 + ${draw(4)} ^ 3 * 3000)::int as duration,
            case when ${draw(5)} < 0.9 then 200
              when ${draw(6)} < 0.6 then (array[400, 401, 403, 404, 409])[1 + floor(${draw(7)} * 5)::int]
              else (array[500, 502, 503])[1 + floor(${draw(7)} * 3)::int] end as status,
            ${draw(8)} < 0.1 as debug,
            ${draw(9)} as app_draw,
            ${pick('v.users', 10)} as user_id,
            ${pick('v.agents', 11)} as agent,
            ${pick('v.tenants', 12)} as tenant,
            ${pick('v.events', 13)} as event,
            ${draw(14)} < 0.05 as failed,
            (array['orchestration', 'page', 'script'])[1 + floor(${draw(15)} * 3)::int] as event_source,
            ${pick('v.users', 16)} as actor,
            replace(${pick('v.paths', 17)}, '{id}', (100 + floor(${draw(18)} * 900))::int::text) as path,
            'https://api.tenant.example/ccx/v1' || ${pick('v.remote_paths', 19)} as url,
            '10.' || floor(${draw(20)} * 255)::int || '.' || floor(${draw(21)} * 255)::int || '.'
              || floor(${draw(22)} * 255)::int as ip,
            floor(${draw(23)} * 50000)::int as bytes,
            ${draw(24)} as method_pick
          from generate_series(0, ${spec.rows - 1}::int) g, v,
            (select ${spec.seed}::bigint as seed) s
        ),
        lines as (
          select d.*,
            case when anytime then ${startMs}::bigint + floor(instant * ${spanMs}::bigint)::bigint
              else working_ms + case when working_ms < ${startMs}::bigint then ${spanMs}::bigint else 0 end
            end as ms,
            case when status >= 500 then 'error' when status >= 400 or duration > 2000 then 'warn'
              when debug then 'debug' else 'info' end as request_level,
            case type
              when 'access' then (array['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE'])[1 + floor(method_pick * 6)::int]
              else (array['GET', 'GET', 'POST', 'PATCH'])[1 + floor(method_pick * 4)::int] end as method
          from drawn d,
            lateral (select ${firstDayMs}::bigint + floor(instant * ${spec.days}::int)::bigint * ${DAY_MS}::bigint
              + ${8 * HOUR_MS}::bigint + floor(instant * ${workingMs}::bigint)::bigint % ${10 * HOUR_MS}::bigint as working_ms) w
        )
        insert into logs (org_id, app_id, date, source, type, level, message, attributes)
        select c.org_id,
          c.app_ids[1 + floor(l.app_draw * cardinality(c.app_ids))::int],
          to_timestamp(l.ms::float8 / 1000),
          case l.type when 'access' then 'gateway' when 'remote_api' then 'integration' else l.event_source end,
          l.type,
          case l.type when 'app_event' then
            case when l.failed then 'error' when l.debug then 'debug' else 'info' end
            else l.request_level end,
          case l.type
            when 'access' then l.method || ' ' || l.path || ' ' || l.status || ' ' || l.duration || 'ms'
            when 'remote_api' then l.method || ' ' || l.url || ' -> ' || l.status || ' in ' || l.duration || 'ms'
            else case when l.failed then l.event || ' failed: "timeout" after ' || l.duration || 'ms'
              else l.event || ' by ' || l.actor end
          end,
          case l.type
            when 'access' then jsonb_build_object('method', l.method, 'path', l.path, 'status', l.status,
              'durationMs', l.duration, 'bytes', l.bytes, 'ip', l.ip, 'userAgent', l.agent, 'userId', l.user_id)
            when 'remote_api' then jsonb_build_object('method', l.method, 'url', l.url, 'status', l.status,
              'durationMs', l.duration, 'tenant', l.tenant)
            else jsonb_build_object('eventName', l.event, 'userId', l.user_id, 'durationMs', l.duration,
              'tenant', 'acme_dev')
          end
        from lines l join c on c.idx = l.company
        order by l.ms`);
    },
  };
}
