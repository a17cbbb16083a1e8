/**
 * The copilot's figures (not part of npm test): `npm run bench:copilot`. On PGlite in its worker
 * thread, as `npm start` runs it, with COPILOT_PROVIDER=none:
 *   (a) of the 30 questions of bench/copilotQuestions.json, asked through POST /sub-api/v1/copilot/chat as
 *       the demo developer, the share whose expected source is among the answer's cited sources (on the
 *       shipped docs, tutorials and API operations only);
 *   (b) then, with BENCH_COPILOT_DOCS=5000 more documentation entries in the index, p50/p99 of retrieval
 *       (the search service's passages, the copilot's knowledge) over BENCH_COPILOT_ROUNDS=10 rounds of the
 *       30 questions, and p50/p99 of a whole answer through HTTP (inject), streamed and stored.
 * Writes bench/results-copilot.md.
 *
 * `npm run bench:copilot -- --questions copilotQuestions.independent.json`: (a) and (b) over the second set,
 * written by someone who had not read the copilot's retrieval (results-copilot-independent.md).
 *
 * `npm run bench:copilot -- --embeddings`: the same with hybrid retrieval (COPILOT_EMBEDDING_MODEL) against
 * the tests' local OpenAI-compatible server (apps/server/test/fakeOpenAi.ts, hashed bag-of-words vectors of
 * 256 dimensions): pgvector loaded into PGlite, every entry embedded (the indexer, timed), and retrieval
 * measured through the copilot's hybrid passages (full text and vectors, fused). The fake model's vectors
 * are cheap and only as clever as its words, so the cited share says little of a real model's; the
 * latencies are the database's and the fusion's. Writes bench/results-copilot-embeddings.md.
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
import { embedder } from '../apps/server/src/modules/copilot/vectors/embedder.ts';
import { hybridPassages } from '../apps/server/src/modules/copilot/vectors/hybridPassages.ts';
import { embedPending } from '../apps/server/src/modules/copilot/vectors/vectorIndexer.ts';
import { SHIPPED_DOCS_DIR } from '../apps/server/src/modules/docs/docs.service.ts';
import { createJobs } from '../apps/server/src/platform/jobs/jobs.ts';
import { demoOrgs, seedIdentityDemo } from '../apps/server/src/seed/identityDemo.ts';
import { startFakeOpenAi } from '../apps/server/test/fakeOpenAi.ts';
import { signIn } from '../apps/server/test/signIn.ts';
import { answerOf, sseEvents } from '../apps/server/test/sseEvents.ts';
import { describeMachine } from './report.ts';

const print = (text: string) => process.stdout.write(`${text}\n`);
const DOCS = Number(process.env.BENCH_COPILOT_DOCS ?? 5000);
const ROUNDS = Number(process.env.BENCH_COPILOT_ROUNDS ?? 10);
const ORG = demoOrgs.acme.id;
const EMBEDDINGS = process.argv.includes('--embeddings');
/** `--questions <file>` (under bench/): another question set, e.g. copilotQuestions.independent.json. */
const QUESTIONS_FILE = process.argv[process.argv.indexOf('--questions') + 1] ?? '';
const questionsName = process.argv.includes('--questions')
  ? path.basename(QUESTIONS_FILE)
  : 'copilotQuestions.json';
const questions = JSON.parse(
  fs.readFileSync(new URL(`./${questionsName}`, import.meta.url), 'utf8'),
) as Array<{
  question: string;
  source: string;
}>;

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

const fake = EMBEDDINGS ? await startFakeOpenAi() : null;
const database = await openPglite('memory://', { vector: EMBEDDINGS });
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-copilot-'));
await runMigrations(database);
const config = loadConfig({
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  FILES_DIR: filesDir,
  FEATURE_FLAGS: 'copilot=true',
  COPILOT_QUESTIONS_PER_MINUTE: '1000',
  ...(fake ? { COPILOT_BASE_URL: fake.baseUrl, COPILOT_EMBEDDING_MODEL: 'bench-embed' } : {}),
});
const silent = pino({ level: 'silent' });
const vectorIndexing: string[] = [];
const app = await buildApp(
  { config, database, jobs: createJobs(database, { logger: pino({ level: 'silent' }) }) },
  { serveWeb: false, logger: false },
);
try {
  await app.ready();
  await app.contentReady;
  await seedIdentityDemo(database.db, config);
  const dev = await signIn(app, 'developer@demo.example');
  const embedding = config.copilot.embedding ? embedder(config.copilot.embedding) : null;
  /** The indexer's job, run here directly (the bench starts no workers), timed. */
  const embedAll = async () => {
    if (!embedding) return;
    const start = performance.now();
    const { embedded } = await embedPending({
      search: app.services.search,
      embedder: embedding,
      logger: silent,
    });
    vectorIndexing.push(
      `${embedded} entries embedded in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
  };
  const passages = embedding
    ? hybridPassages({ search: app.services.search, embedder: embedding, logger: silent, timeoutMs: 60_000 })
    : app.services.search;
  await embedAll();
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
  await embedAll();
  // A run with nothing left to embed: what every later change of the index costs before its new entries.
  await embedAll();
  const retrieval: number[] = [];
  const answers: number[] = [];
  /** With --embeddings, the parts of hybrid retrieval apart: full text alone, the vector query alone. */
  const fullTextOnly: number[] = [];
  const vectorOnly: number[] = [];
  const questionVectors = embedding
    ? await embedding.embed(
        questions.map((q) => q.question),
        { timeoutMs: 60_000 },
      )
    : [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const { question } of questions) {
      let start = performance.now();
      await passages.passages(question, { organizationId: ORG }, 6);
      retrieval.push(performance.now() - start);
      if (embedding) {
        start = performance.now();
        await app.services.search.passages(question, { organizationId: ORG }, 12);
        fullTextOnly.push(performance.now() - start);
        start = performance.now();
        const vector = questionVectors[questions.findIndex((q) => q.question === question)]!;
        await app.services.search.passagesNear(vector, embedding.modelKey, { organizationId: ORG }, 12);
        vectorOnly.push(performance.now() - start);
      }
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
    ...(embedding
      ? [
          `Hybrid retrieval (--embeddings): full text and vectors (pgvector on PGlite, exact scan), fused; the tests' fake embedding server (hashed bag of words, 256 dimensions). Indexing: ${vectorIndexing.join('; then ')}.`,
          '',
          `Its parts over the same rounds: full text alone (12 passages) p50 ${rank(fullTextOnly, 50).toFixed(1)} ms, p99 ${rank(fullTextOnly, 99).toFixed(1)} ms; the vector query alone (12 nearest, question already embedded) p50 ${rank(vectorOnly, 50).toFixed(1)} ms, p99 ${rank(vectorOnly, 99).toFixed(1)} ms.`,
          '',
        ]
      : []),
    `Expected source cited: **${hits} of ${questions.length}** questions (bench/${questionsName}, shipped content only).`,
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
  const suffix = questionsName === 'copilotQuestions.json' ? '' : `-${questionsName.split('.')[1]}`;
  const results = `./results-copilot${embedding ? '-embeddings' : ''}${suffix}.md`;
  fs.writeFileSync(new URL(results, import.meta.url), lines.join('\n'));
  print(lines.join('\n'));
} finally {
  await app.close();
  await database.close();
  await fake?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
}
