import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLanguageClient, type LanguageServerStatus } from './languageClient.ts';

/** A stand-in socket: records what the client sends, and lets the test open, answer and close it. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: { id?: number; method?: string }[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {}
  answer(id: number, result: unknown) {
    this.onmessage?.({ data: JSON.stringify({ jsonrpc: '2.0', id, result }) });
  }
}

function start() {
  const statuses: LanguageServerStatus[] = [];
  const notifications: string[] = [];
  const client = createLanguageClient({
    url: () => 'ws://portal/ls',
    onStatus: (status) => statuses.push(status),
    onNotification: (method) => notifications.push(method),
    onReady: () => {},
    WebSocketImpl: FakeSocket as unknown as new (url: string) => WebSocket,
  });
  return { client, statuses, notifications, socket: () => FakeSocket.all.at(-1)! };
}

async function connect(socket: FakeSocket) {
  socket.onopen?.();
  socket.answer(socket.sent[0]!.id!, { capabilities: {} });
  await Promise.resolve();
}

describe('the language server client', () => {
  afterEach(() => {
    FakeSocket.all = [];
    vi.useRealTimers();
  });

  it('initializes, matches an answer to its request and hands notifications over', async () => {
    const { client, statuses, notifications, socket } = start();
    await connect(socket());
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(socket().sent.map((m) => m.method)).toEqual(['initialize', 'initialized']);
    const answer = client.request('textDocument/definition', {});
    socket().answer(socket().sent.at(-1)!.id!, [{ uri: 'file:///a/b.json' }]);
    await expect(answer).resolves.toEqual([{ uri: 'file:///a/b.json' }]);
    socket().onmessage?.({
      data: JSON.stringify({ jsonrpc: '2.0', method: 'textDocument/publishDiagnostics' }),
    });
    expect(notifications).toEqual(['textDocument/publishDiagnostics']);
  });

  it('reconnects with back-off after a dropped connection, and stays off after the session ended', async () => {
    vi.useFakeTimers();
    const { statuses, socket } = start();
    await connect(socket());
    socket().onclose?.({ code: 1006 });
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    await connect(socket());
    expect(statuses.at(-1)).toBe('connected');
    socket().onclose?.({ code: 4401 });
    vi.advanceTimersByTime(60_000);
    expect(statuses.at(-1)).toBe('off');
    expect(FakeSocket.all).toHaveLength(2);
  });
});
