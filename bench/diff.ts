/**
 * Version diffs at scale (not part of npm test): `npm run bench:diff`.
 * One real server (bench/benchServer.ts, PGlite as `npm start` has it), two versions of one app of
 * BENCH_DIFF_FILES files (1,000 by default; 2 KB of text each), the second with a tenth of them changed,
 * 2% removed, 2% added and the manifest's version moved. Measured from outside, as the Compare page asks:
 *   - time to the first file shown: the diff's file list, then the first changed file's two sides;
 *     cold (the server indexes both sources) and warm (indexes kept), the median of BENCH_DIFF_ROUNDS;
 *   - what another user waits meanwhile: /healthz answered every 20 ms during the cold diff, its slowest.
 * Prints a markdown table; bench/README.md keeps the latest with the machine and its load.
 */
import type { VersionDiff } from '@portal/contracts';
import yazl from 'yazl';
import { demoOrgs } from '../apps/server/src/seed/identityDemo.ts';
import { type RunningServer, startServer, stopServer } from './http.ts';
import { multipart } from './multipart.ts';
import { describeMachine } from './report.ts';

const print = (text: string) => process.stdout.write(`${text}\n`);
const ORG = demoOrgs.acme.id;
const FILES = Number(process.env.BENCH_DIFF_FILES ?? 1000);
const ROUNDS = Number(process.env.BENCH_DIFF_ROUNDS ?? 5);

/** A page of text: 40 lines of about 50 characters, different per file and per version. */
const page = (file: number, version: number) =>
  Array.from(
    { length: 40 },
    (_, line) => `file ${file} line ${line} version ${version} ${'x'.repeat(24)}`,
  ).join('\n');

async function sourceZip(referenceId: string, version: 1 | 2): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const manifest = {
    referenceId,
    name: `Bench ${referenceId}`,
    type: 'EXTEND',
    version: version === 1 ? '1.0.0' : '1.1.0',
    components: [{ id: 'record', kind: 'model', path: 'models/record.json' }],
  };
  zip.addBuffer(Buffer.from(JSON.stringify(manifest)), 'manifest.json');
  zip.addBuffer(
    Buffer.from(JSON.stringify({ name: 'Record', fields: [{ name: 'title', type: 'text' }] })),
    'models/record.json',
  );
  const removed = Math.floor(FILES * 0.02);
  for (let i = 0; i < FILES; i++) {
    if (version === 2 && i < removed) continue;
    const changed = version === 2 && i % 10 === 5;
    zip.addBuffer(Buffer.from(page(i, changed ? 2 : 1)), `docs/page-${String(i).padStart(5, '0')}.txt`);
  }
  if (version === 2)
    for (let i = 0; i < removed; i++) zip.addBuffer(Buffer.from(page(FILES + i, 2)), `docs/new-${i}.txt`);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function client(server: RunningServer) {
  const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;
  const headers = (extra: Record<string, string> = {}) => ({
    cookie: server.cookie,
    'x-organization-id': ORG,
    ...extra,
  });
  const upload = async (path: string, fields: Record<string, string>, zip: Buffer) => {
    const { body, type } = multipart(fields, zip);
    const res = await fetch(url(path), {
      method: 'POST',
      headers: headers({ 'content-type': type, 'xsrf-token': server.csrfToken ?? '' }),
      body: new Uint8Array(body),
    });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { app: { id: string }; version: { id: string } };
  };
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(url(path), { headers: headers() });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return { url, upload, get };
}

/** The Compare page's two requests: the list, then the first changed file's sides. */
async function firstFileShown(api: ReturnType<typeof client>, appId: string, from: string, to: string) {
  const started = performance.now();
  const diff = await api.get<VersionDiff>(`/apphub/v1/apps/${appId}/diff?from=${from}&to=${to}`);
  const listed = performance.now();
  const first = diff.files.find((file) => file.change === 'changed');
  if (!first) throw new Error('the diff lists no changed file');
  await api.get(`/apphub/v1/apps/${appId}/diff/file?${new URLSearchParams({ from, to, path: first.path })}`);
  return { list: listed - started, shown: performance.now() - started, diff };
}

/** /healthz every 20 ms while `work` runs: the slowest answer another user got meanwhile. */
async function slowestNeighbour<T>(api: ReturnType<typeof client>, work: () => Promise<T>) {
  let running = true;
  let slowest = 0;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(api.url('/healthz'));
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { result: await work(), slowest: () => slowest };
  } finally {
    running = false;
    await probe;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  const server = await startServer('portal', ['jobs']);
  try {
    const api = client(server);
    const cold: { list: number; shown: number; neighbour: number }[] = [];
    const warm: number[] = [];
    let counts = '';
    for (let round = 0; round < ROUNDS; round++) {
      const referenceId = `bench_diff_${Date.now()}_${round}`;
      const first = await api.upload(
        '/apphub/v1/apps/upload',
        { name: `Bench ${referenceId}`, referenceId, type: 'EXTEND' },
        await sourceZip(referenceId, 1),
      );
      const second = await api.upload(
        `/apphub/v1/apps/${first.app.id}/versions`,
        {},
        await sourceZip(referenceId, 2),
      );
      const { result, slowest } = await slowestNeighbour(api, () =>
        firstFileShown(api, first.app.id, first.version.id, second.version.id),
      );
      cold.push({ list: result.list, shown: result.shown, neighbour: slowest() });
      warm.push((await firstFileShown(api, first.app.id, first.version.id, second.version.id)).shown);
      const count = (change: string) => result.diff.files.filter((file) => file.change === change).length;
      counts = `${count('changed')} changed, ${count('added')} added, ${count('removed')} removed`;
    }
    print(`\n## Version diffs: ${FILES} files (${counts}), ${ROUNDS} rounds, median\n`);
    const machine = describeMachine();
    print(
      `${machine.date}: ${machine.cpu}, ${machine.cores} cores, ${Math.round(machine.ramGb)} GB, Node ${machine.node}, load ${machine.loadAverage}`,
    );
    print('\n| figure | value |\n|---|---|');
    print(`| file list, cold (both sources indexed) | ${ms(median(cold.map((c) => c.list)))} |`);
    print(`| first file shown, cold | ${ms(median(cold.map((c) => c.shown)))} |`);
    print(`| first file shown, warm (indexes kept) | ${ms(median(warm))} |`);
    print(`| slowest /healthz during a cold diff | ${ms(median(cold.map((c) => c.neighbour)))} |`);
  } finally {
    await stopServer(server);
  }
}

await main();
