import type { FastifyInstance } from 'fastify';
import type { EmbeddingConfig } from '../../../config.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { SearchService } from '../../search/search.service.ts';
import { embedder as openAiEmbedder } from './embedder.ts';
import { hybridPassages } from './hybridPassages.ts';
import { embedPending } from './vectorIndexer.ts';

export const VECTORS_QUEUE = 'copilot-vectors';
/** Changes to the index come in bursts (a reindex, an app saved): one run after the burst. */
const SETTLE_MS = 2_000;

export type CopilotVectorsDeps = {
  search: SearchService;
  jobs: Jobs;
  embedding: EmbeddingConfig;
  timeoutMs: number;
};

/**
 * Hybrid retrieval's set-up (docs/decisions/copilot-vectors.md), only when COPILOT_EMBEDDING_MODEL is set:
 * pgvector made usable, the indexing job defined and sent at start and after the index changes. Null
 * (one warning, full text only) when the database has no pgvector.
 */
export async function registerCopilotVectors(
  app: FastifyInstance,
  deps: CopilotVectorsDeps,
): Promise<Pick<SearchService, 'passages'> | null> {
  const { search, jobs } = deps;
  const extension = await search.vectors.enableExtension();
  if (!extension.ready) {
    app.log.warn(
      { reason: extension.reason },
      'COPILOT_EMBEDDING_MODEL is set but pgvector cannot be used: the copilot answers from full text only',
    );
    return null;
  }
  const embedder = openAiEmbedder(deps.embedding);
  const queue = jobs.define(
    VECTORS_QUEUE,
    (_payload: object, job) => embedPending({ search, embedder, logger: app.log }, job.signal),
    {
      retryLimit: 5,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: 3600,
      localConcurrency: 1,
    },
  );
  const send = () =>
    queue.send({}, { singletonKey: VECTORS_QUEUE }).catch((error: unknown) => {
      app.log.warn(
        { err: error },
        'copilot vectors: could not queue the embedding job; the next change will',
      );
    });
  let timer: NodeJS.Timeout | undefined;
  search.onChanged(() => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void send();
    }, SETTLE_MS);
    timer.unref();
  });
  jobs.onStarted(async () => {
    await send();
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
  });
  return hybridPassages({ search, embedder, logger: app.log, timeoutMs: deps.timeoutMs });
}
