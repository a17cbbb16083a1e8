import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeOpenAiMode = 'stream' | 'error500' | 'hang' | 'garbage';
export type FakeEmbeddingMode = 'ok' | 'error500' | 'hang';

/** The fake's vectors: this many dimensions, enough that unrelated words rarely share one. */
export const FAKE_EMBEDDING_DIMENSIONS = 256;

/**
 * A deterministic embedding with real similarity: a hashed bag of concepts, where `synonyms` maps a word
 * to the concept it stands for. Two texts are near when they speak of the same concepts, in any words.
 */
export function fakeEmbedding(text: string, synonyms: Record<string, string> = {}): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (word.length < 3) continue;
    const concept = synonyms[word] ?? word;
    let hash = 2166136261;
    for (const char of concept) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
    vector[(hash >>> 0) % FAKE_EMBEDDING_DIMENSIONS]! += 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

/**
 * A tiny OpenAI-compatible server for tests: POST /v1/chat/completions answers in the streaming
 * chat-completions format (server-sent `data:` chunks, then `data: [DONE]`), or fails as told; POST
 * /v1/embeddings answers `fakeEmbedding`s, or fails as told. It keeps
 * the request bodies it received, to check what a model would have been shown.
 */
export async function startFakeOpenAi() {
  const state = {
    mode: 'stream' as FakeOpenAiMode,
    words: ['Grounded ', 'answer ', 'from the docs.'],
    requests: [] as Record<string, unknown>[],
    embeddingMode: 'ok' as FakeEmbeddingMode,
    synonyms: {} as Record<string, string>,
    /** Texts embedded, per model. */
    embedded: {} as Record<string, number>,
  };
  const hanging = new Set<IncomingMessage>();
  /** POST /v1/embeddings as OpenAI answers it (`data[].embedding`, `index`), or failing as told. */
  const embeddings = (
    sent: { model: string; input: string | string[] },
    request: IncomingMessage,
    response: ServerResponse,
  ) => {
    if (state.embeddingMode === 'error500') {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'embedding model crashed', type: 'server_error' } }));
      return;
    }
    if (state.embeddingMode === 'hang') {
      hanging.add(request);
      return;
    }
    const inputs = Array.isArray(sent.input) ? sent.input : [sent.input];
    state.embedded[sent.model] = (state.embedded[sent.model] ?? 0) + inputs.length;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        object: 'list',
        model: sent.model,
        data: inputs.map((input, index) => ({
          object: 'embedding',
          index,
          embedding: fakeEmbedding(input, state.synonyms),
        })),
        usage: { prompt_tokens: 0, total_tokens: 0 },
      }),
    );
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/embeddings') {
        embeddings(JSON.parse(body), request, response);
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      state.requests.push(JSON.parse(body));
      if (state.mode === 'error500') {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'model crashed', type: 'server_error' } }));
        return;
      }
      if (state.mode === 'hang') {
        hanging.add(request);
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      if (state.mode === 'garbage') {
        response.end('data: {not json at all\n\n');
        return;
      }
      for (const word of state.words) {
        const chunk = {
          id: 'chatcmpl-test',
          object: 'chat.completion.chunk',
          created: 0,
          model: 'test-model',
          choices: [{ index: 0, delta: { content: word }, finish_reason: null }],
        };
        response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const request of hanging) request.socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
