import type { WebSocket } from 'ws';

// Loose on purpose: the tests read whatever the server answers and compare it with what they expect.
type Loose = Record<string, unknown> & { [key: string]: never | unknown };
type Diagnostic = { message: string; source?: string; code?: string; range: unknown };
type Incoming = {
  id?: number | string | null;
  method?: string;
  params?: { uri?: string; diagnostics?: Diagnostic[] } & Loose;
  result?: Loose & { capabilities?: Loose; changes?: Record<string, { newText: string }[]> };
  error?: { code: number; message: string };
};

/** A minimal LSP client over a test socket: requests by id, notifications collected, waits with a deadline. */
export function lspClient(socket: WebSocket) {
  const received: Incoming[] = [];
  const waiters: (() => void)[] = [];
  let nextId = 1;
  socket.on('message', (data: Buffer) => {
    received.push(JSON.parse(data.toString()));
    for (const wake of waiters.splice(0)) wake();
  });
  // A guard against a hang, not a speed claim (speed is bench:language-server's): the first diagnostics wait for
  // the analysis thread to start, which took over 10 s beside the browser suite on two busy cores.
  const waitFor = async <T>(find: () => T | undefined, what: string, ms = 45_000): Promise<T> => {
    const until = Date.now() + ms;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  const send = (message: object) => socket.send(JSON.stringify({ jsonrpc: '2.0', ...message }));
  return {
    received,
    send,
    sendRaw: (text: string) => socket.send(text),
    notify: (method: string, params: unknown) => send({ method, params }),
    async request(method: string, params: unknown): Promise<Incoming> {
      const id = nextId++;
      send({ id, method, params });
      return waitFor(() => received.find((m) => m.id === id), `the answer to ${method}`);
    },
    waitFor,
    /** The latest diagnostics published for `uri` once `accept` takes them. */
    diagnostics(uri: string, accept: (list: Diagnostic[]) => boolean = () => true) {
      return waitFor(() => {
        const list = received
          .filter((m) => m.method === 'textDocument/publishDiagnostics' && m.params?.uri === uri)
          .at(-1);
        const diagnostics = list?.params?.diagnostics;
        return diagnostics && accept(diagnostics) ? diagnostics : undefined;
      }, `diagnostics of ${uri}`);
    },
    closed: () => new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code))),
  };
}
