/**
 * The sandbox tenant's REST, GraphQL and SOAP APIs on PostgreSQL (not npm test):
 *   npm run bench:sandbox
 *   BENCH_DURATION=3 BENCH_CONNECTIONS=10 npm run bench:sandbox
 * Starts the portal on an embedded PostgreSQL in a child process (bench/benchServer.ts portal-postgres),
 * gets a tenant token for acme_sb through the real consent and connect endpoints, and measures:
 *  - the first call of acme_sb and of acme_dev, which seeds that tenant's 2,000 workers;
 *  - req/s and p99 of GET .../workers/v1/workers?limit=100 (autocannon, from this process);
 *  - the same page read by raw SQL (the repository's two statements, count and page, by hand) with the
 *    same number of concurrent loops for the same time, in this same run;
 *  - GraphQL, 100 workers with their organizations, beside the raw SQL join; SOAP Get_Workers, 100 a page.
 * Prints a markdown table; the figures go to bench/README.md by hand.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer, stopServer } from './http.ts';
import { describeMachine } from './report.ts';
import { tenantToken } from './tenantToken.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LIST = '/sandbox/acme_sb/api/workers/v1/workers?limit=100&offset=200';
const SCOPES = ['workers.read', 'organizations.read', 'jobProfiles.read'];
/** GraphQL: 100 workers with their organizations (the second figure). */
const GRAPHQL = JSON.stringify({
  query:
    '{ workers(first: 100, after: "' +
    Buffer.from('o:200').toString('base64url') +
    '") { totalCount edges { node { id name { formatted } organization { name type } } } } }',
});
/** SOAP: Get_Workers, page 3 of 100 (the third figure). */
const SOAP = `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><hr:Get_Workers_Request xmlns:hr="urn:portal:sandbox:Human_Resources"><hr:Response_Filter><hr:Page>3</hr:Page><hr:Count>100</hr:Count></hr:Response_Filter></hr:Get_Workers_Request></env:Body></env:Envelope>`;

type Figure = { what: string; requestsPerSecond: number; p50: number; p99: number; failures: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timed(work: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await work();
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  return performance.now() - started;
}

async function load(
  what: string,
  url: string,
  token: string,
  request: { method?: 'POST'; body?: string; contentType?: string } = {},
): Promise<Figure> {
  const options = {
    url,
    connections: CONNECTIONS,
    ...(request.method ? { method: request.method, body: request.body } : {}),
    headers: {
      authorization: `Bearer ${token}`,
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
  };
  // Unrecorded warm-up: JIT, the route's caches and PostgreSQL's plan cache are not the figure.
  await autocannon({ ...options, duration: Math.min(2, DURATION) });
  const result = await autocannon({ ...options, duration: DURATION });
  return {
    what,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** The repository's two statements for that page, as hand-written SQL, CONNECTIONS loops at once. */
async function rawSql(databaseUrl: string, tenantId: string, withOrganizations = false): Promise<Figure> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  // The embedded PostgreSQL stops with the bench server and ends idle clients (57P01): not a failure.
  pool.on('error', () => {});
  const count = 'select count(*) from sandbox_workers where tenant_id = $1';
  const page = `select w.*, j.title as job_title${withOrganizations ? ', o.name as organization, o.type' : ''}
    from sandbox_workers w
    join sandbox_job_profiles j on j.tenant_id = w.tenant_id and j.id = w.job_profile_id
    ${withOrganizations ? 'join sandbox_organizations o on o.tenant_id = w.tenant_id and o.id = w.organization_id' : ''}
    where w.tenant_id = $1 order by w.id limit 100 offset 200`;
  const once = async () => {
    await pool.query(count, [tenantId]);
    const { rows } = await pool.query(page, [tenantId]);
    if (rows.length !== 100) throw new Error(`raw SQL read ${rows.length} rows`);
  };
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          const started = performance.now();
          await once();
          latencies.push(performance.now() - started);
        }
      }),
    );
    return latencies.sort((a, b) => a - b);
  };
  try {
    await run(Math.min(2, DURATION));
    const latencies = await run(DURATION);
    return {
      what: `raw SQL, same count + page of 100${withOrganizations ? ' joined to their organizations' : ''} (pg, same database)`,
      requestsPerSecond: latencies.length / DURATION,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      failures: 0,
    };
  } finally {
    await pool.end();
  }
}

async function main() {
  const machine = describeMachine();
  const server = await startServer('portal-postgres');
  try {
    if (!server.databaseUrl || !server.csrfToken) throw new Error('the bench server gave no database URL');
    const base = `http://127.0.0.1:${server.port}`;
    const sb = await tenantToken(base, server.cookie, server.csrfToken, 'acme_sb', SCOPES);
    const dev = await tenantToken(base, server.cookie, server.csrfToken, 'acme_dev', SCOPES);
    const call = (token: string, tenant: string) => () =>
      fetch(`${base}/sandbox/${tenant}/api/workers/v1/workers?limit=100`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const firstSb = await timed(call(sb.token, 'acme_sb'));
    const firstDev = await timed(call(dev.token, 'acme_dev'));
    const seeded = await timed(call(sb.token, 'acme_sb'));
    const figures = [
      await load(
        'REST GET workers/v1/workers?limit=100 (token check, validation, count + page, log line)',
        `${base}${LIST}`,
        sb.token,
      ),
      await rawSql(server.databaseUrl, sb.tenantId),
      await load(
        'GraphQL: 100 workers with their organizations',
        `${base}/sandbox/acme_sb/graphql`,
        sb.token,
        {
          method: 'POST',
          body: GRAPHQL,
          contentType: 'application/json',
        },
      ),
      await rawSql(server.databaseUrl, sb.tenantId, true),
      await load(
        'SOAP 1.1 Get_Workers, 100 per page',
        `${base}/sandbox/acme_sb/soap/Human_Resources`,
        sb.token,
        {
          method: 'POST',
          body: SOAP,
          contentType: 'text/xml; charset=utf-8',
        },
      ),
    ];
    const ms = (n: number) => `${Math.round(n)} ms`;
    const lines = [
      `Measured ${machine.date} on ${machine.cpu} (${machine.cores} cores, ${machine.ramGb.toFixed(1)} GB), Node.js ${machine.node}, load average ${machine.loadAverage.toFixed(2)} at start; ${CONNECTIONS} connections x ${DURATION} s.`,
      '',
      '| figure | value |',
      '|---|---|',
      `| first call of acme_sb (seeds 2,000 workers and the rest) | ${ms(firstSb)} |`,
      `| first call of acme_dev (seeds another tenant) | ${ms(firstDev)} |`,
      `| a later call of acme_sb, one at a time | ${ms(seeded)} |`,
      ...figures.map(
        (f) =>
          `| ${f.what} | ${Math.round(f.requestsPerSecond)} req/s, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms${f.failures ? `, ${f.failures} failures` : ''} |`,
      ),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
