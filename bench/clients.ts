/**
 * API clients and the explorers (not part of npm test): `npm run bench:clients`.
 *  - token issuance with the client credentials grant: req/s, p50 and p99 of POST /auth/v1/token with HTTP
 *    Basic (secret check, token row, last-use update), autocannon from this process against the portal
 *    in a child process, on PGlite (as `npm start` runs it) and on an embedded PostgreSQL;
 *  - what each explorer route loads on top of the shell (JS and CSS gzip, level 9, from apps/web/dist:
 *    run `npm run build` first), and for GraphQL what the editor adds once the user connects;
 *  - each explorer's time to interactive, cold, in Debian's Chromium (bench/explorerTti.ts).
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=10 (defaults)
 * Prints a markdown table; the figures go to bench/README.md by hand.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { demoOrgs } from '../apps/server/src/seed/identityDemo.ts';
import { type Asset, filesMatching, routeChunks, totalGzip } from './bundle.ts';
import { explorerTti } from './explorerTti.ts';
import { type RunningServer, startServer, stopServer } from './http.ts';
import { describeMachine } from './report.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** A confidential client of ACME for acme_sb, registered through the API as a developer would. */
async function registerClient(server: RunningServer): Promise<{ id: string; secret: string }> {
  const base = `http://127.0.0.1:${server.port}`;
  const headers = {
    cookie: server.cookie,
    'x-organization-id': demoOrgs.acme.id,
    'content-type': 'application/json',
    'xsrf-token': server.csrfToken ?? '',
  };
  const tenants = (await (
    await fetch(`${base}/auth/v1/organizations/${demoOrgs.acme.id}/tenants`, { headers })
  ).json()) as { data: { id: string; name: string }[] };
  const sandbox = tenants.data.find((tenant) => tenant.name === 'acme_sb');
  if (!sandbox) throw new Error('no acme_sb tenant');
  const created = await fetch(`${base}/auth/v2/clients`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: `Bench ${Date.now()}`,
      type: 'confidential',
      grantTypes: ['client_credentials'],
      scopes: ['workers.read'],
      tenantIds: [sandbox.id],
    }),
  });
  if (!created.ok) throw new Error(`create client: ${created.status} ${await created.text()}`);
  const body = (await created.json()) as { client: { id: string }; secret: string };
  return { id: body.client.id, secret: body.secret };
}

async function issuance(mode: 'portal' | 'portal-postgres') {
  const server = await startServer(mode);
  try {
    const client = await registerClient(server);
    const options = {
      url: `http://127.0.0.1:${server.port}/auth/v1/token`,
      method: 'POST' as const,
      connections: CONNECTIONS,
      headers: {
        authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    };
    await autocannon({ ...options, duration: Math.min(2, DURATION) });
    const result = await autocannon({ ...options, duration: DURATION });
    return {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.non2xx + result.errors + result.timeouts,
    };
  } finally {
    await stopServer(server);
  }
}

const kb = (assets: Asset[]) => (totalGzip(assets) / 1024).toFixed(1);

async function main() {
  const machine = describeMachine();
  const dist = path.resolve('apps/web/dist');
  const routes = [
    ['/rest-api-explorer', routeChunks(dist, /^RestExplorerPage-/)],
    ['/soap-api-explorer', routeChunks(dist, /^SoapExplorerPage-/)],
    ['/graph-api-explorer (before connecting)', routeChunks(dist, /^GraphExplorerPage-/)],
    ['/graph-api-explorer, GraphiQL once connected (its own chunks)', routeChunks(dist, /^GraphiqlPane-/)],
    [
      '/graph-api-explorer, the Monaco editor GraphiQL imports when it opens',
      { js: filesMatching(dist, /^monaco-editor-/), css: filesMatching(dist, /^monaco-editor-/, 'css') },
    ],
    [
      '/graph-api-explorer, the editor, JSON and GraphQL web workers (each loaded when first used)',
      { js: filesMatching(dist, /^(editor|json|graphql)\.worker-/), css: [] as Asset[] },
    ],
    ['/graphapi-changelog', routeChunks(dist, /^GraphqlChangelogPage-/)],
    ['/console/api-clients', routeChunks(dist, /^ApiClientsPage-/)],
  ] as const;
  const pglite = await issuance('portal');
  const postgres = await issuance('portal-postgres');
  const ttiServer = await startServer('portal');
  const tti = await explorerTti(ttiServer).finally(() => stopServer(ttiServer));
  const row = (what: string, f: Awaited<ReturnType<typeof issuance>>) =>
    `| ${what} | ${Math.round(f.requestsPerSecond)} req/s, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms${f.failures ? `, ${f.failures} failures` : ''} |`;
  const lines = [
    `Measured ${machine.date} on ${machine.cpu} (${machine.cores} cores, ${machine.ramGb.toFixed(1)} GB), Node.js ${machine.node}, load average ${machine.loadAverage.toFixed(2)} at start; ${CONNECTIONS} connections x ${DURATION} s.`,
    '',
    '| figure | value |',
    '|---|---|',
    row('token issuance, client credentials (PGlite, as `npm start`)', pglite),
    row('token issuance, client credentials (PostgreSQL)', postgres),
    ...routes.map(
      ([route, chunks]) =>
        `| ${route}: on top of the shell | JS ${kb(chunks.js)} KB gzip (${chunks.js.length} files), CSS ${kb(chunks.css)} KB gzip |`,
    ),
    ...tti.map(
      (figure) =>
        `| ${figure.name}: time to interactive, cold, PGlite | median ${figure.median} ms, slowest ${figure.slowest} ms |`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
