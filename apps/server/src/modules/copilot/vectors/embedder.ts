import type { EmbeddingConfig } from '../../../config.ts';
import { lazyOpenAi } from '../openAiClient.ts';

/** An embedding model: texts in, one vector each, in order. */
export type Embedder = {
  /** What vectors are stored under: the model, and the size asked of it (another size is another model). */
  modelKey: string;
  embed(texts: string[], options: { timeoutMs: number; signal?: AbortSignal }): Promise<number[][]>;
};

export class EmbeddingError extends Error {
  override name = 'EmbeddingError';
}

/**
 * Any OpenAI-compatible `/embeddings` endpoint (Ollama, vLLM, a hosted model) through the `openai` client
 * the copilot already uses. No retries here: the indexer's job retries later, and a question falls back
 * to full text at once rather than keep the asker waiting.
 */
export function embedder(config: EmbeddingConfig): Embedder {
  const client = lazyOpenAi({ baseURL: config.baseUrl, apiKey: config.apiKey ?? 'none', maxRetries: 0 });
  return {
    modelKey: config.dimensions ? `${config.model}@${config.dimensions}` : config.model,
    async embed(texts, { timeoutMs, signal }) {
      if (texts.length === 0) return [];
      const answer = await (await client()).embeddings.create(
        {
          model: config.model,
          input: texts,
          encoding_format: 'float',
          ...(config.dimensions ? { dimensions: config.dimensions } : {}),
        },
        { timeout: timeoutMs, ...(signal ? { signal } : {}) },
      );
      const vectors = [...(answer.data ?? [])]
        .sort((a, b) => a.index - b.index)
        .map((item) => item.embedding);
      // What is stored must be usable: one vector per text, all of one size, numbers only.
      const size = vectors[0]?.length ?? 0;
      const usable =
        vectors.length === texts.length &&
        size > 1 &&
        vectors.every(
          (vector) =>
            Array.isArray(vector) &&
            vector.length === size &&
            vector.every((value) => typeof value === 'number' && Number.isFinite(value)),
        );
      if (!usable) throw new EmbeddingError('the embedding endpoint answered with unusable vectors');
      return vectors;
    },
  };
}
