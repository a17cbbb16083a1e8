/**
 * The copilot's figures (issue 16; not part of npm test): `npm run bench:copilot`. On PGlite in its worker
 * thread, as `npm start` runs it, with COPILOT_PROVIDER=none:
 *   (a) of the 30 questions of bench/copilotQuestions.json, asked through POST /sub-api/v1/copilot/chat as
 *       the demo developer, the share whose expected source is among the answer's cited sources (on the
 *       shipped docs, tutorials and API operations only);
 *   (b) then, with BENCH_COPILOT_DOCS=5000 more documentation entries in the index, p50/p99 of retrieval
 *       (the search service's passages, the copilot's knowledge) over BENCH_COPILOT_ROUNDS=10 rounds of the
 *       30 questions, and p50/p99 of a whole answer through HTTP (inject), streamed and stored.
 * Writes bench/results-copilot.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { SHIPPED_DOCS_DIR } from '../apps/server/src/modules/docs/docs.service.ts';
import { createJobs } from '../apps/server/src/platform/jobs/jobs.ts';
import { demoOrgs, seedIdentityDemo } from '../apps/server/src/seed/identityDemo.ts';
import { signIn } from '../apps/server/test/signIn.ts';
import { answerOf, sseEvents } from '../apps/server/test/sseEvents.ts';
import questions from './copilotQuestions.json' with { type: 'json' };
import { describeMachine } from './report.ts';

const print = (text: string) => process.stdout.write(`${text}\n`);
const DOCS = Number(process.env.BENCH_COPILOT_DOCS ?? 5000);
const ROUNDS = Number(process.env.BENCH_COPILOT_ROUNDS ?? 10);
const ORG = demoOrgs.acme.id;

const rank = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** Filler pages made of the shipped pages' paragraphs, each page a different run of them. */
function fillerPages() {
  const paragraphs = fs
    .readdirSync(SHIPPED_DOCS_DIR)
    .flatMap((file) => fs.readFileSync(path.join(SHIPPED_DOCS_DIR, file), 'utf8').split(/\n\s*\n/))
    .map((p) => p.trim())
    .filter((p) => p.length > 80 && !p.startsWith('---'));
  return Array.from({ length: DOCS }, (_, i) => ({
    kind: 'doc' as const,
    key: `bench-copilot-${i}`,
    title: `Notes ${i}: ${paragraphs[i % paragraphs.length]!.slice(0, 40)}`,
    summary: paragraphs[(i * 3) % paragraphs.length]!.slice(0, 200),
    body: Array.from({ length: 12 }, (_, k) => paragraphs[(i * 11 + k * 5) % paragraphs.length]).join('\n\n'),
    url: `/documentation/bench-copilot-${i}`,
  }));
}

const database = await openPglite('memory://');
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-copilot-'));
await runMigrations(database);
const config = loadConfig({
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  FILES_DIR: filesDir,
  FEATURE_FLAGS: 'copilot=true',
  COPILOT_QUESTIONS_PER_MINUTE: '1000',
});
const app = await buildApp(
  { config, database, jobs: createJobs(database, { logger: pino({ level: 'silent' }) }) },
  { serveWeb: false, logger: false },
);
try {
  await app.ready();
  await app.contentReady;
  await seedIdentityDemo(database.db, config);
  const dev = await signIn(app, 'developer@demo.example');
  const ask = async (question: string) => {
    const res = await dev.request('POST', '/sub-api/v1/copilot/chat', {
      headers: { 'x-organization-id': ORG },
      payload: { question },
    });
    return answerOf(sseEvents(res.body)).done?.sources ?? [];
  };

  print('asking the 30 questions…');
  const cited = [];
  for (const { question, source } of questions) {
    const sources = await ask(question);
    cited.push({
      question,
      source,
      hit: sources.some((s) => s.url === source),
      got: sources.map((s) => s.url),
    });
  }
  const hits = cited.filter((c) => c.hit).length;

  print(`indexing ${DOCS} more pages…`);
  await app.services.search.index.upsert(fillerPages());
  const retrieval: number[] = [];
  const answers: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const { question } of questions) {
      let start = performance.now();
      await app.services.search.passages(question, { organizationId: ORG }, 6);
      retrieval.push(performance.now() - start);
      if (round === 0) {
        start = performance.now();
        await ask(question);
        answers.push(performance.now() - start);
      }
    }
  }

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const machine = describeMachine();
  const lines = [
    '# Copilot benchmark',
    '',
    `${machine.date}: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGb.toFixed(0)} GB, Node ${machine.node}, load ${machine.loadAverage.toFixed(2)}. PGlite (worker thread, in memory), COPILOT_PROVIDER=none.`,
    '',
    `Expected source cited: **${hits} of ${questions.length}** questions (bench/copilotQuestions.json, shipped content only).`,
    '',
    `With ${DOCS} more documentation entries: retrieval (passages) p50 ${ms(rank(retrieval, 50))}, p99 ${ms(rank(retrieval, 99))} over ${retrieval.length} questions; a whole answer through HTTP (retrieval, stream, stored, audited) p50 ${ms(rank(answers, 50))}, p99 ${ms(rank(answers, 99))} over ${answers.length}.`,
    '',
    '| question | expected | cited |',
    '|---|---|---|',
    ...cited.map(
      (c) =>
        `| ${c.question.replaceAll('|', '\\|')} | ${c.hit ? '✓' : '✗'} \`${c.source}\` | ${c.got.join(', ')} |`,
    ),
    '',
  ];
  fs.writeFileSync(new URL('./results-copilot.md', import.meta.url), lines.join('\n'));
  print(lines.join('\n'));
} finally {
  await app.close();
  await database.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
}
