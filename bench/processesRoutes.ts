import type autocannon from 'autocannon';
import { demoOrgs } from '../apps/server/src/seed/identityDemo.ts';
import type { ProcessesRoute } from './processesOptions.ts';

/** What a signed-in browser sends with every API call: the session cookie, its CSRF token, the company. */
export type BenchSession = { cookie: string; csrfToken: string };

export type RouteLoad = {
  label: string;
  /** Method and path as the report shows them. */
  request: string;
  /** The path of the URL given to autocannon (a request's own path replaces it, as the write's does). */
  path: string;
  /**
   * Loaded by a number of requests (connections x BENCH_DURATION) rather than for a time: a timed run
   * ends by closing connections, and a log search cut while it waits for admission keeps its slot for
   * good (admitHeavy listens for the close after it has already happened), which left process A unable
   * to search at all after the warm-up. A counted run ends with nothing in flight.
   */
  counted?: boolean;
  /** autocannon options for this route, without url, connections and duration. */
  options: Partial<autocannon.Options>;
};

const DAY = 86_400_000;
/** The logs bench's search (b): few lines match, so the search reads far back through the month. */
const MESSAGE_REGEX = '^POST /api/v1/expenses [45]\\d\\d';

/** The last 30 days up to `now` (a minute less, so the server's now, a little later, still allows it). */
function logSearchBody(now: number): string {
  return JSON.stringify({
    start: new Date(now - 30 * DAY + 60_000).toISOString(),
    end: new Date(now).toISOString(),
    preset: 'All',
    filters: [{ column: 'message', condition: 'stringMatch', value: MESSAGE_REGEX }],
  });
}

/**
 * The five routes: no database (`/healthz`), a session read, the apps list's first page of 100 (the
 * issue's figure), a log search, and a write. The write saves a new description on a different app each
 * time (the apps insertApps loaded, by Reference_Id), as many developers saving their own apps would:
 * one row over and over would measure that row's lock, not the processes.
 */
export function routeLoads(
  names: readonly ProcessesRoute[],
  session: BenchSession,
  apps: number,
): RouteLoad[] {
  const headers = {
    cookie: session.cookie,
    'x-organization-id': demoOrgs.acme.id,
    'xsrf-token': session.csrfToken,
    'content-type': 'application/json',
  };
  let writes = 0;
  const all: Record<ProcessesRoute, RouteLoad> = {
    healthz: { label: 'health, no database', request: 'GET /healthz', path: '/healthz', options: {} },
    sessionInfo: {
      label: 'session read, signed in',
      request: 'GET /api/v1/sessionInfo',
      path: '/api/v1/sessionInfo',
      options: { headers },
    },
    appsList: {
      label: `apps list, ${apps.toLocaleString('en')} apps, page of 100`,
      request: 'GET /apphub/v1/apps?list=all&start=0&length=100',
      path: '/apphub/v1/apps?list=all&start=0&length=100',
      options: { headers },
    },
    logSearch: {
      label: 'log search, regex on message, 30 days',
      request: 'POST /observability/v1/logs/search',
      path: '/observability/v1/logs/search',
      counted: true,
      options: {
        headers,
        requests: [
          {
            method: 'POST',
            // The range is taken at each request, as the page does: the server refuses a start more than
            // 30 days before its own now, so a range fixed when the bench began would fail a minute later.
            setupRequest: (request) => ({ ...request, body: logSearchBody(Date.now()) }),
          },
        ],
      },
    },
    appWrite: {
      label: 'app description saved',
      request: 'PATCH /apphub/v1/apps/{referenceId}',
      path: '/apphub/v1/apps/bench_list_1',
      options: {
        headers,
        requests: [
          {
            method: 'PATCH',
            setupRequest: (request) => {
              writes++;
              return {
                ...request,
                path: `/apphub/v1/apps/bench_list_${1 + (writes % apps)}`,
                body: JSON.stringify({ description: `Saved by bench/processes.ts, write ${writes}` }),
              };
            },
          },
        ],
      },
    },
  };
  return names.map((name) => all[name]);
}
