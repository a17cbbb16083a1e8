import type { App, AppListQuery } from '@portal/contracts';
import {
  and,
  asc,
  desc,
  eq,
  fillPlaceholders,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arrayRows, type PreparedStatement } from '../../db/preparedRows.ts';
import { apps, appVersions, builds, licenses, organizations } from '../../db/schema/index.ts';
import { appFields } from './apps.repository.ts';

/** A listed app: the app with its company's name, and its latest version with that version's latest build. */
export type ListedApp = Omit<App, 'createdAt' | 'updatedAt' | 'retiredAt'> & {
  createdAt: Date;
  updatedAt: Date;
  retiredAt: Date | null;
};

/** Escapes LIKE wildcards so a search for '50%' finds '50%'. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const org = sql.placeholder('org');
const pattern = sql.placeholder('pattern');

/** Which of the company's apps a list shows; the same condition counts them and pages them. */
function listCondition(list: AppListQuery['list'], searched: boolean): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (list === 'licensed') {
    where.push(
      inArray(
        apps.id,
        // An ended licence takes the app out of Licensed; an expired one stays there, Expired
        // (docs/product/apps.md APPS-6).
        sql`(select ${licenses.appId} from ${licenses} where ${licenses.consumerOrganizationId} = ${org} and ${licenses.endedAt} is null)`,
      ),
    );
  } else {
    where.push(eq(apps.organizationId, org));
    where.push(list === 'retired' ? isNotNull(apps.retiredAt) : isNull(apps.retiredAt));
    if (list === 'builtOn') where.push(eq(apps.builtOnProvider, true));
  }
  if (searched) where.push(or(ilike(apps.name, pattern), ilike(apps.referenceId, pattern)));
  return and(...where);
}

type SortColumns = Record<'name' | 'id' | 'referenceId' | 'updatedAt', SQLWrapper>;
/** The list's orders; `id` breaks ties so a page boundary never repeats or skips an app. */
const sorts = {
  name: (c: SortColumns) => [asc(c.name), asc(c.id)],
  '-name': (c: SortColumns) => [desc(c.name), desc(c.id)],
  referenceId: (c: SortColumns) => [asc(c.referenceId)],
  '-referenceId': (c: SortColumns) => [desc(c.referenceId)],
  updatedAt: (c: SortColumns) => [asc(c.updatedAt), asc(c.id)],
  '-updatedAt': (c: SortColumns) => [desc(c.updatedAt), desc(c.id)],
} satisfies Record<AppListQuery['sort'], (c: SortColumns) => SQL[]>;

/**
 * One statement for a list page: the total, the page of apps with their company's name, and each app's
 * latest version and that version's latest build (lateral lookups on the page's rows only). The total is a
 * one-row subquery the page is left-joined to, so a page past the end still answers the total (one row of
 * nulls). Built by drizzle once per shape (list, search or not, sort); values are placeholders.
 */
function buildStatement(db: Db, list: AppListQuery['list'], searched: boolean, sort: AppListQuery['sort']) {
  const condition = listCondition(list, searched);
  const total = db
    .select({ total: sql<number>`count(*)::int`.as('total') })
    .from(apps)
    .where(condition)
    .as('t');
  const page = db
    .select({
      ...appFields,
      organizationName: sql<string>`${organizations.name}`.as('organization_name'),
    })
    .from(apps)
    .innerJoin(organizations, eq(organizations.id, apps.organizationId))
    .where(condition)
    .orderBy(...sorts[sort](apps))
    .limit(sql.placeholder('length'))
    .offset(sql.placeholder('start'))
    .as('p');
  const version = db
    .select({
      id: sql<string>`${appVersions.id}`.as('version_id'),
      number: appVersions.number,
      version: appVersions.version,
      environment: appVersions.environment,
      reviewState: appVersions.reviewState,
    })
    .from(appVersions)
    .where(eq(appVersions.appId, page.id))
    .orderBy(desc(appVersions.number))
    .limit(1)
    .as('v');
  const build = db
    .select({ id: sql<string>`${builds.id}`.as('build_id'), status: builds.status })
    .from(builds)
    // Qualified by hand: drizzle renders the aliased `version.id` bare, which inside this subquery would
    // name builds.version_id itself.
    .where(eq(builds.versionId, sql.raw('"v"."version_id"')))
    .orderBy(desc(builds.createdAt), desc(builds.id))
    .limit(1)
    .as('b');
  // The select list's order is the row's order in toListed.
  const query = db
    .select({
      total: total.total,
      id: page.id,
      organizationId: page.organizationId,
      organizationName: page.organizationName,
      referenceId: page.referenceId,
      name: page.name,
      description: page.description,
      type: page.type,
      builtOnProvider: page.builtOnProvider,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
      retiredAt: page.retiredAt,
      versionId: version.id,
      versionNumber: version.number,
      version: version.version,
      environment: version.environment,
      reviewState: version.reviewState,
      buildId: build.id,
      buildStatus: build.status,
    })
    .from(total)
    .leftJoin(page, sql`true`)
    .leftJoinLateral(version, sql`true`)
    .leftJoinLateral(build, sql`true`)
    .orderBy(...sorts[sort](page))
    .toSQL();
  return { sql: query.sql, params: query.params };
}

type Latest = NonNullable<App['latestVersion']>;
/** A row of the statement, in its select list's order; the version and build columns are null without one. */
type Row = [
  number,
  string | null,
  string,
  string,
  string,
  string,
  string,
  App['type'],
  boolean,
  Date,
  Date,
  Date | null,
  string | null,
  number,
  string,
  Latest['environment'],
  Latest['reviewState'],
  string | null,
  Latest['buildStatus'],
];

function toListed(row: Row): ListedApp {
  const versionId = row[12];
  return {
    id: row[1]!,
    organizationId: row[2],
    organizationName: row[3],
    referenceId: row[4],
    name: row[5],
    description: row[6],
    type: row[7],
    builtOnProvider: row[8],
    createdAt: row[9],
    updatedAt: row[10],
    retiredAt: row[11],
    latestVersion: versionId
      ? {
          id: versionId,
          number: row[13],
          version: row[14],
          environment: row[15],
          reviewState: row[16],
          buildId: row[17],
          buildStatus: row[18] ?? null,
        }
      : null,
  };
}

/**
 * The apps list as one prepared statement per shape (the list's hot path: a measurement found drizzle
 * building and mapping five queries per page as most of a page's CPU). Statements are built on first use and
 * kept.
 */
export function appsListQuery(db: Db) {
  const statements = new Map<string, PreparedStatement & { params: unknown[] }>();
  return async (
    organizationId: string,
    query: AppListQuery,
  ): Promise<{ total: number; rows: ListedApp[] }> => {
    const searched = Boolean(query.q);
    const key = `apps_list_${query.list}_${searched ? 'q' : 'all'}_${query.sort}`;
    let statement = statements.get(key);
    if (!statement) {
      statement = { name: key, ...buildStatement(db, query.list, searched, query.sort) };
      statements.set(key, statement);
    }
    const values = fillPlaceholders(statement.params, {
      org: organizationId,
      pattern: searched ? likePattern(query.q!) : null,
      length: query.length,
      start: query.start,
    });
    const rows = (await arrayRows(db, statement, values)) as Row[];
    const total = rows[0]?.[0] ?? 0;
    // A page past the end is the total's row alone, its app columns null.
    return { total, rows: rows.filter((row) => row[1] !== null).map(toListed) };
  };
}
