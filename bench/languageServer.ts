/**
 * Keystroke to diagnostic through the app builder's language server: one real server
 * process (bench/benchServer.ts, PGlite), an EXTEND app from the starter, and a 2,000-line page opened over
 * the socket. Each "keystroke" is one incremental didChange of one character that breaks or mends the
 * page's model reference; the time is from the send to the publishDiagnostics that reflects it, so it
 * holds the server's debounce (languageServerLimits.debounceMs), the draft read, the task thread and the
 * analysis. `npm run bench:language-server [keystrokes]`.
 */
import { languageServerLimits, languageServerPath } from '@portal/contracts';
import WebSocket from 'ws';
import { demoOrgs } from '../apps/server/src/seed/identityDemo.ts';
import { startServer, stopServer } from './http.ts';
import { describeMachine } from './report.ts';
import { createStarterApp } from './starterApp.ts';

const KEYSTROKES = Number(process.argv[2] ?? 40);
const ACME = demoOrgs.acme.id;

/** A page on the starter's model 'record' of about 2,000 lines once formatted: 330 bound fields. */
function bigPage(model: string): string {
  const sections = Array.from({ length: 5 }, (_, s) => ({
    id: `s${s}`,
    fields: Array.from({ length: 66 }, (_, f) => ({
      id: `f${s}_${f}`,
      label: `Field ${s}.${f}`,
      type: 'text',
      binding: f % 2 ? 'title' : 'owner',
    })),
  }));
  return `${JSON.stringify({ title: 'Big page', layout: 'form', model, sections }, null, 2)}\n`;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const server = await startServer('portal');
  try {
    const { appId } = await createStarterApp(server, 'Bench LS', 'bench_ls');
    const socket = new WebSocket(
      `ws://127.0.0.1:${server.port}${languageServerPath(appId)}?organizationId=${ACME}`,
      { headers: { cookie: server.cookie } },
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const uri = `file:///${appId}/pages/home.json`;
    let onDiagnostics: ((count: number) => void) | null = null;
    const answers = new Map<number, (result: unknown) => void>();
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString());
      if (message.method === 'textDocument/publishDiagnostics' && message.params.uri === uri)
        onDiagnostics?.(message.params.diagnostics.length);
      else if (typeof message.id === 'number') answers.get(message.id)?.(message.result);
    });
    const send = (message: object) => socket.send(JSON.stringify({ jsonrpc: '2.0', ...message }));
    const diagnosticsCount = () => new Promise<number>((resolve) => (onDiagnostics = resolve));

    await new Promise((resolve) => {
      answers.set(1, resolve);
      send({ id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
    });
    send({ method: 'initialized', params: {} });
    const text = bigPage('record');
    const lines = text.split('\n').length - 1;
    const modelLine = text.split('\n').findIndex((line) => line.includes('"model": "record"'));
    const character = text.split('\n')[modelLine]!.indexOf('record') + 'record'.length - 1;
    const opened = diagnosticsCount();
    send({
      method: 'textDocument/didOpen',
      params: { textDocument: { uri, languageId: 'json', version: 1, text } },
    });
    if ((await opened) !== 0) throw new Error('the sound page has diagnostics');

    const times: number[] = [];
    for (let i = 0; i < KEYSTROKES; i++) {
      // Odd keystrokes break the reference ('recorx'), even ones mend it ('record').
      const breaks = i % 2 === 0;
      const published = diagnosticsCount();
      const started = performance.now();
      send({
        method: 'textDocument/didChange',
        params: {
          textDocument: { uri, version: i + 2 },
          contentChanges: [
            {
              range: {
                start: { line: modelLine, character },
                end: { line: modelLine, character: character + 1 },
              },
              text: breaks ? 'x' : 'd',
            },
          ],
        },
      });
      const count = await published;
      times.push(performance.now() - started);
      if (count !== (breaks ? 1 : 0)) throw new Error(`keystroke ${i}: ${count} diagnostics`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    socket.close();
    const sorted = [...times].sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    say(`# App builder language server: keystroke to diagnostic\n`);
    const machine = describeMachine();
    say(
      `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, load ${machine.loadAverage.toFixed(1)}, ${machine.date}`,
    );
    say(
      `\n${lines}-line page, ${KEYSTROKES} keystrokes, debounce ${languageServerLimits.debounceMs} ms included\n`,
    );
    say('| p50 | p90 | max | min |\n|---|---|---|---|');
    say(
      `| ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 90))} | ${ms(sorted.at(-1)!)} | ${ms(sorted[0]!)} |`,
    );
  } finally {
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
