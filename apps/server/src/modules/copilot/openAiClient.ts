import type { ClientOptions, OpenAI } from 'openai';

/**
 * The `openai` client, imported and made on first use: the package is about 150 ms of import and 30 MB of
 * memory that a server with the copilot's model and embeddings off never needs, and one with them on
 * needs only once a question or the indexer calls it (bench/README, "Start-up and idle memory").
 */
export function lazyOpenAi(options: ClientOptions): () => Promise<OpenAI> {
  let client: Promise<OpenAI> | undefined;
  return () => {
    client ??= import('openai').then(({ default: OpenAIClient }) => new OpenAIClient(options));
    return client;
  };
}
