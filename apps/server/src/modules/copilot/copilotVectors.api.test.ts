import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeEmbedding, startFakeOpenAi } from '../../../test/fakeOpenAi.ts';
import { logCapture } from '../../../test/logCapture.ts';
import { signIn } from '../../../test/signIn.ts';
import { answerOf, sseEvents } from '../../../test/sseEvents.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { createLogger } from '../../platform/logging.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { embedder } from './vectors/embedder.ts';
import { embedPending } from './vectors/vectorIndexer.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const MODEL = 'test-embed';
/** The question shares no word with the passage; the fake embedding knows they mean the same things. */
const QUESTION = 'How should I tune the quantum sprocket?';
const SYNONYMS = { tune: 'calibrate', quantum: 'zorblax', sprocket: 'capacitor' };

describe('copilot hybrid retrieval (COPILOT_EMBEDDING_MODEL), against a local OpenAI-compatible server', () => {
  let ctx: TestContext;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let dev: Awaited<ReturnType<typeof signIn>>;
  /** Whether the engine has pgvector: PGlite loads it; the test PostgreSQL may not have it. */
  let vectors = false;
  const { lines, destination } = logCapture();
  const logged = (text: string) => lines.some((line) => line.includes(text));

  const ask = async (question: string) => {
    const res = await dev.request('POST', '/sub-api/v1/copilot/chat', {
      headers: { 'x-organization-id': ACME },
      payload: { question },
    });
    expect(res.statusCode).toBe(200);
    return answerOf(sseEvents(res.body));
  };
  const allEmbedded = async () => {
    for (let i = 0; i < 200; i++) {
      const { entries, vectors: done } = await ctx.app.services.search.vectors.progress(MODEL);
      if (entries > 0 && done === entries) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the search index was not embedded in time');
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.state.synonyms = SYNONYMS;
    ctx = await createTestApp(
      {
        FEATURE_FLAGS: 'copilot=true',
        COPILOT_BASE_URL: fake.baseUrl,
        COPILOT_EMBEDDING_MODEL: MODEL,
        COPILOT_TIMEOUT_MS: '1000',
      },
      { logger: createLogger({ logLevel: 'info' }, destination) },
    );
    const [row] = await rowsOf<{ found: boolean }>(
      ctx.database.db,
      sql`select exists (select 1 from pg_extension where extname = 'vector') as found`,
    );
    vectors = row?.found === true;
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.app.contentReady;
    await ctx.app.services.search.index.upsert([
      {
        kind: 'doc',
        key: 'vector-test/zorblax',
        title: 'Zorblax capacitor maintenance',
        summary: 'Calibrate the zorblax capacitor.',
        body: 'To calibrate the zorblax capacitor, open the calibrate panel; a zorblax capacitor drifts.',
        url: '/documentation/vector-test-zorblax',
      },
      {
        kind: 'app',
        key: 'vector-test/bright-secret',
        organizationId: BRIGHT,
        title: 'Bright secret zorblax capacitor',
        summary: 'Calibrate zorblax capacitor calibrate zorblax capacitor.',
        body: 'Calibrate the zorblax capacitor. Calibrate the zorblax capacitor.',
        url: '/console/apps/view/bright-secret',
      },
    ]);
    if (vectors) {
      await ctx.jobs.start();
      await allEmbedded();
    }
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('finds by meaning what full text alone misses, fused with the full-text passages', async ({ skip }) => {
    if (!vectors) skip();
    const viewer = { organizationId: ACME };
    const fullText = await ctx.app.services.search.passages(QUESTION, viewer, 10);
    expect(fullText.some((p) => p.key === 'vector-test/zorblax')).toBe(false);
    const answer = await ask(QUESTION);
    expect(answer.done?.sources.map((s) => s.url)).toContain('/documentation/vector-test-zorblax');
    expect(answer.text).toContain('calibrate the zorblax capacitor');
  });

  it('never returns another company’s passage through its vector: the filter is in the query', async ({
    skip,
  }) => {
    if (!vectors) skip();
    const question = fakeEmbedding(QUESTION, SYNONYMS);
    const near = (organizationId: string | null) =>
      ctx.app.services.search.passagesNear(question, MODEL, { organizationId }, 20);
    // Among the nearest for its own company, and absent for anyone else.
    expect((await near(BRIGHT)).slice(0, 2).map((p) => p.key)).toContain('vector-test/bright-secret');
    expect((await near(ACME)).map((p) => p.key)).not.toContain('vector-test/bright-secret');
    expect((await near(null)).map((p) => p.key)).not.toContain('vector-test/bright-secret');
    const answer = await ask(QUESTION);
    expect(answer.done?.sources.map((s) => s.url)).not.toContain('/console/apps/view/bright-secret');
  });

  it.for(['error500', 'hang'] as const)(
    'answers from full text, with no error to the user, when the embedding endpoint %s',
    async (mode, { skip }) => {
      if (!vectors) skip();
      fake.state.embeddingMode = mode;
      lines.length = 0;
      try {
        // The endpoint that hangs never answers: the answer arriving at all shows the embedding was given
        // up at COPILOT_TIMEOUT_MS (how soon is the bench's to say, not a test's).
        const answer = await ask('How do I get a tenant token?');
        // A `done` event, not an `error` one: the asker never hears of the embedding endpoint.
        expect(answer.done?.mode).toBe('retrieval');
        expect(answer.done?.sources.some((s) => s.url === '/documentation/tenants')).toBe(true);
        expect(logged('answered from full text only')).toBe(true);
      } finally {
        fake.state.embeddingMode = 'ok';
      }
    },
  );

  it('re-embeds an entry whose text changed, and everything when the model changes', async ({ skip }) => {
    if (!vectors) skip();
    const search = ctx.app.services.search;
    expect(await search.vectors.pending(MODEL, 10)).toEqual([]);
    await search.index.upsert([
      {
        kind: 'doc',
        key: 'vector-test/zorblax',
        title: 'Zorblax capacitor maintenance',
        summary: 'Calibrate the zorblax capacitor, now twice a year.',
        body: 'To calibrate the zorblax capacitor, open the calibrate panel.',
        url: '/documentation/vector-test-zorblax',
      },
    ]);
    expect((await search.vectors.pending(MODEL, 10)).map((p) => p.key)).toEqual(['vector-test/zorblax']);

    const other = embedder({
      model: 'other-embed',
      baseUrl: fake.baseUrl,
      apiKey: undefined,
      dimensions: 64,
    });
    const logger = { info: () => {} };
    const { embedded } = await embedPending({ search, embedder: other, logger });
    const { entries, vectors: stored } = await search.vectors.progress('other-embed@64');
    expect(embedded).toBe(entries);
    expect(stored).toBe(entries);
    // Back to the configured model: every vector of the other one is replaced.
    await embedPending({ search, embedder: embedder({ ...ctx.config.copilot.embedding! }), logger });
    expect((await search.vectors.progress(MODEL)).vectors).toBe(entries);
    expect((await search.vectors.progress('other-embed@64')).vectors).toBe(0);
    // Written again with the same text (as every start's reindex does): nothing to embed.
    await search.index.upsert([
      {
        kind: 'doc',
        key: 'vector-test/zorblax',
        title: 'Zorblax capacitor maintenance',
        summary: 'Calibrate the zorblax capacitor, now twice a year.',
        body: 'To calibrate the zorblax capacitor, open the calibrate panel.',
        url: '/documentation/vector-test-zorblax',
      },
    ]);
    expect(
      await embedPending({ search, embedder: embedder({ ...ctx.config.copilot.embedding! }), logger }),
    ).toEqual({ embedded: 0, pruned: 0 });
  });

  it('warns once and stays on full text where the database has no pgvector', async ({ skip }) => {
    if (vectors) skip();
    expect(logged('pgvector cannot be used')).toBe(true);
    const answer = await ask('How do I get a tenant token?');
    expect(answer.done?.sources.some((s) => s.url === '/documentation/tenants')).toBe(true);
  });
});
