import type { Logger } from 'pino';
import type { SearchService, SearchViewer } from '../../search/search.service.ts';
import type { Embedder } from './embedder.ts';
import { fuseRanks } from './fuseRanks.ts';

/** A question's embedding must not hold the answer up: past this, full text alone answers. */
const QUESTION_TIMEOUT_MS = 2_000;
/** What a question is embedded from (questions are at most 2,000 characters already). */
const QUESTION_CHARS = 2_000;

export type HybridDeps = {
  search: Pick<SearchService, 'passages' | 'passagesNear'>;
  embedder: Embedder;
  logger: Pick<Logger, 'warn'>;
  /** The copilot's own deadline: the question's embedding takes at most this too. */
  timeoutMs: number;
};

/**
 * The copilot's passages with vectors (docs/decisions/copilot-vectors.md): the full-text passages and the
 * nearest vectors, both with search's visibility rule in their SQL, fused by reciprocal rank. The question is
 * embedded while the full-text query runs; an embedding that fails or is late leaves full text alone, logged.
 */
export function hybridPassages(deps: HybridDeps): Pick<SearchService, 'passages'> {
  const { search, embedder, logger } = deps;
  const timeoutMs = Math.min(QUESTION_TIMEOUT_MS, deps.timeoutMs);

  const near = async (question: string, viewer: SearchViewer, limit: number) => {
    try {
      const [vector] = await embedder.embed([question.slice(0, QUESTION_CHARS)], { timeoutMs });
      return await search.passagesNear(vector!, embedder.modelKey, viewer, limit);
    } catch (error) {
      logger.warn(
        { err: error, model: embedder.modelKey },
        'copilot vectors: the question could not be embedded; answered from full text only',
      );
      return [];
    }
  };

  return {
    async passages(question, viewer, limit = 5) {
      // Each list a little deeper than the answer needs, so the fusion has something to choose from.
      const depth = Math.min(limit * 2, 20);
      const [full, vectors] = await Promise.all([
        search.passages(question, viewer, depth),
        near(question, viewer, depth),
      ]);
      return fuseRanks([full, vectors], (p) => `${p.kind} ${p.key}`).slice(0, limit);
    },
  };
}
