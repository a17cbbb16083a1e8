import { isFinalLanguageServerClose, languageServerCloseCodes } from '@portal/contracts';

export type LanguageServerStatus = 'connecting' | 'connected' | 'reconnecting' | 'off';

type Options = {
  url: () => string;
  onStatus: (status: LanguageServerStatus) => void;
  onNotification: (method: string, params: unknown) => void;
  /** After each connection is initialized: the page opens its documents (again, after a reconnect). */
  onReady: () => void;
  /** Tests hand a fake in; the page uses the browser's. */
  WebSocketImpl?: new (
    url: string,
  ) => WebSocket;
};

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;
const REQUEST_TIMEOUT_MS = 10_000;

type Pending = {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
};

/**
 * A small JSON-RPC client of the app builder's language server, one message a WebSocket text frame. It
 * initializes each connection, matches answers to requests, hands notifications over, and reconnects
 * with back-off (1 s doubling to 30 s) unless the server said reconnecting is useless (session ended,
 * too many sockets, refused messages: off). An idle close waits for the next use (`wake`).
 * (Why not monaco-languageclient: docs/decisions/builder-language-server.md.)
 */
export function createLanguageClient(options: Options) {
  const Impl = options.WebSocketImpl ?? WebSocket;
  let socket: WebSocket | null = null;
  let isReady = false;
  let isStopped = false;
  let isIdle = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const send = (message: object) => socket?.send(JSON.stringify({ jsonrpc: '2.0', ...message }));
  const failPending = (reason: string) => {
    for (const [id, waiting] of pending) {
      clearTimeout(waiting.timer);
      waiting.reject(new Error(reason));
      pending.delete(id);
    }
  };

  function request<T>(method: string, params: unknown, force = false): Promise<T> {
    if (!socket || (!isReady && !force))
      return Promise.reject(new Error('The language server is not connected.'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`The language server did not answer ${method}.`));
      }, REQUEST_TIMEOUT_MS);
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      send({ id, method, params });
    });
  }

  function receive(data: unknown) {
    let message: {
      id?: number;
      method?: string;
      params?: unknown;
      result?: unknown;
      error?: { message: string };
    };
    try {
      message = JSON.parse(String(data));
    } catch {
      return;
    }
    if (typeof message.id === 'number' && pending.has(message.id) && !message.method) {
      const waiting = pending.get(message.id)!;
      pending.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result ?? null);
    } else if (typeof message.method === 'string') options.onNotification(message.method, message.params);
  }

  function connect() {
    isIdle = false;
    options.onStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    const current = new Impl(options.url());
    socket = current;
    current.onmessage = (event) => receive(event.data);
    current.onopen = () => {
      request('initialize', { processId: null, rootUri: null, capabilities: {} }, true).then(
        () => {
          send({ method: 'initialized', params: {} });
          isReady = true;
          attempt = 0;
          options.onStatus('connected');
          options.onReady();
        },
        () => current.close(),
      );
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      isReady = false;
      failPending('The language server connection closed.');
      if (isStopped) return;
      if (isFinalLanguageServerClose(event.code)) return options.onStatus('off');
      if (event.code === languageServerCloseCodes.idle) {
        isIdle = true;
        return options.onStatus('off');
      }
      const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
      attempt++;
      options.onStatus('reconnecting');
      retry = setTimeout(connect, delay);
    };
  }

  connect();
  return {
    request: <T>(method: string, params: unknown) => request<T>(method, params),
    notify: (method: string, params: unknown) => {
      if (isReady) send({ method, params });
    },
    get isReady() {
      return isReady;
    },
    /** The page is used again after an idle close: connect once more. */
    wake: () => {
      if (isIdle && !isStopped) connect();
    },
    dispose: () => {
      isStopped = true;
      clearTimeout(retry);
      failPending('The language server connection closed.');
      socket?.close(1000);
      socket = null;
    },
  };
}
export type LanguageClient = ReturnType<typeof createLanguageClient>;
