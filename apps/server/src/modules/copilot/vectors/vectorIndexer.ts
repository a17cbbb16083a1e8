import type { SearchKind } from '@portal/contracts';
import type { Logger } from 'pino';
import type { SearchService } from '../../search/search.service.ts';
import type { Embedder } from './embedder.ts';

/** Texts per embedding request: small enough for any endpoint's batch limit, large enough to be quick. */
const BATCH = 32;
/** One batch's request: an endpoint that takes longer has failed, and the job retries later. */
const BATCH_TIMEOUT_MS = 60_000;

export type IndexerDeps = {
  search: Pick<SearchService, 'vectors'>;
  embedder: Embedder;
  logger: Pick<Logger, 'info'>;
};

/**
 * Embeds every search entry that has no vector of the current model for its current text, batch by
 * batch, then drops the vectors of entries that are gone. Runs in the 'copilot-vectors' job, off the
 * request path; an endpoint error ends the run (the job retries later), what was stored stays stored.
 * Each batch is read, embedded outside any transaction, then written.
 */
export async function embedPending(deps: IndexerDeps, signal?: AbortSignal) {
  const { search, embedder, logger } = deps;
  const model = embedder.modelKey;
  await search.vectors.settle(model);
  let embedded = 0;
  let after: { kind: SearchKind; key: string } | undefined;
  for (;;) {
    signal?.throwIfAborted();
    const batch = await search.vectors.pending(model, BATCH, after);
    if (batch.length === 0) break;
    after = batch.at(-1);
    const vectors = await embedder.embed(
      batch.map((entry) => entry.text),
      { timeoutMs: BATCH_TIMEOUT_MS, ...(signal ? { signal } : {}) },
    );
    await search.vectors.store(
      model,
      batch.map((entry, i) => ({
        kind: entry.kind,
        key: entry.key,
        digest: entry.digest,
        updatedAt: entry.updatedAt,
        embedding: vectors[i]!,
      })),
    );
    embedded += batch.length;
    if (embedded % (BATCH * 10) === 0) {
      logger.info({ model, ...(await search.vectors.progress(model)) }, 'copilot vectors: embedding');
    }
  }
  const pruned = await search.vectors.prune();
  if (embedded > 0 || pruned > 0) {
    logger.info(
      { model, embedded, pruned, ...(await search.vectors.progress(model)) },
      'copilot vectors: up to date',
    );
  }
  return { embedded, pruned };
}
