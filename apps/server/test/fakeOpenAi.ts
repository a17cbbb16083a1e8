import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeOpenAiMode = 'stream' | 'error500' | 'hang' | 'garbage';

/**
 * A tiny OpenAI-compatible server for tests: POST /v1/chat/completions answers in the streaming
 * chat-completions format (server-sent `data:` chunks, then `data: [DONE]`), or fails as told. It keeps
 * the request bodies it received, to check what a model would have been shown.
 */
export async function startFakeOpenAi() {
  const state = {
    mode: 'stream' as FakeOpenAiMode,
    words: ['Grounded ', 'answer ', 'from the docs.'],
    requests: [] as Record<string, unknown>[],
  };
  const hanging = new Set<IncomingMessage>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
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
