import fs from 'node:fs';
import os from 'node:os';
import type { AsStartedResults } from './asStarted.ts';
import { type Asset, type BundleResult, totalGzip } from './bundle.ts';
import { baselineRequestsPerSecond, type HttpResult, type LoadOptions } from './http.ts';
import type { IdleMemory } from './idleMemory.ts';
import { LINK } from './lcp.ts';
import type { StartupResult } from './startup.ts';

export type Machine = {
  cpu: string;
  cores: number;
  ramGb: number;
  node: string;
  date: string;
  /** 1-minute load average when the run started: other work on the machine skews every figure. */
  loadAverage: number;
};

export function describeMachine(): Machine {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    cpu = /^model name\s*:\s*(.+)$/m.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpu;
  } catch {
    // Not Linux: os.cpus() has the model too.
  }
  return {
    cpu,
    cores: os.cpus().length,
    ramGb: os.totalmem() / 1024 ** 3,
    node: process.version,
    date: new Date().toISOString(),
    loadAverage: os.loadavg()[0] ?? 0,
  };
}

export type Results = {
  machine: Machine;
  load: LoadOptions;
  http: HttpResult[];
  startup: StartupResult[];
  /** `npm start` on a fresh DATA_DIR, 20 s after ready with where it is. */
  idleMemory: IdleMemory;
  asStarted: AsStartedResults;
  bundle: BundleResult;
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const fixed = (n: number, digits = 0) => n.toFixed(digits);

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function httpSection({ http, load }: Results): string {
  const baseline = baselineRequestsPerSecond(http);
  const rows = http.map((r) => [
    r.target,
    `\`${r.path}\``,
    fixed(r.requestsPerSecond),
    baseline ? `${fixed((100 * r.requestsPerSecond) / baseline)} %` : 'n/a',
    fixed(r.latencyP50Ms, 1),
    fixed(r.latencyP99Ms, 1),
    String(r.failures),
  ]);
  return [
    `## HTTP (autocannon, ${load.connections} connections x ${load.durationSeconds} s each)`,
    '',
    table(
      ['server', 'path', 'req/s', 'of bare Fastify (mean of both)', 'p50 ms', 'p99 ms', 'failures'],
      rows,
    ),
  ].join('\n');
}

function startupSection({ startup }: Results): string {
  const rows = startup.map((s) => [s.label, fixed(s.firstAnswerMs), fixed(s.readyMs), fixed(s.idleRssMb, 1)]);
  return [
    '## Start-up (`npm start`: `node apps/server/dist/server.mjs`; the last row from source, `npm run serve`)',
    '',
    table(
      [
        'start',
        'spawn to `GET /` 200: first answer (ms)',
        'spawn to /readyz 200: demo world made (ms)',
        'idle RSS after 2 s (MB)',
      ],
      rows,
    ),
  ].join('\n');
}

function idleMemorySection({ idleMemory: m }: Results): string {
  const mb = (n: number) => fixed(n);
  return [
    '## Idle memory (`npm start` on a fresh `DATA_DIR`, the demo world seeded, 20 s after ready, no request)',
    '',
    table(
      ['figure', 'MB'],
      [
        ['RSS', mb(m.rssMb)],
        [`RSS once settled (${fixed(m.settledAfterS)} s after ready)`, mb(m.settledRssMb)],
        ['of it anonymous / file-backed (code, mapped files)', `${mb(m.anonMb)} / ${mb(m.fileMb)}`],
        ['main thread V8 heap, used / size', `${mb(m.heapUsedMb)} / ${mb(m.heapTotalMb)}`],
        ['main thread external (buffers)', mb(m.externalMb)],
        [
          "PGlite thread: V8 heap / PostgreSQL's WebAssembly memory, declared (resident once settled)",
          `${mb(m.pgliteHeapMb)} / ${mb(m.pgliteWasmMb)} (${mb(m.pgliteWasmRssMb)})`,
        ],
        ['threads', String(m.threads)],
        ['load average (1 min) when read', m.load.toFixed(1)],
      ],
    ),
  ].join('\n');
}

function asStartedSection({ asStarted }: Results): string {
  const bare = asStarted.http.find((r) => r.target.startsWith('bare Fastify'))?.requestsPerSecond ?? 0;
  const httpRows = asStarted.http.map((r) => [
    r.target,
    `\`${r.path}\``,
    fixed(r.requestsPerSecond),
    bare ? (r.requestsPerSecond / bare).toFixed(2) : 'n/a',
    fixed(r.latencyP99Ms, 1),
    String(r.failures),
  ]);
  // The static page on the same network is each row's baseline.
  const baselineOf = (network: string) =>
    asStarted.lcp.find((l) => l.network === network && l.name.startsWith('static page'))?.medianMs ?? 0;
  const lcpRows = asStarted.lcp.map((l) => {
    const baseline = baselineOf(l.network);
    return [
      l.name,
      l.network,
      fixed(l.medianMs),
      fixed(l.slowestMs),
      baseline ? `${(l.medianMs / baseline).toFixed(1)}x` : 'n/a',
      String(l.requests),
      kb(l.bytes),
    ];
  });
  return [
    '## As `npm start` runs it (default configuration: info log, PGlite, demo world)',
    '',
    table(['server', 'path', 'req/s', 'of bare Fastify (same minute)', 'p99 ms', 'failures'], httpRows),
    '',
    'Largest contentful paint, cold (a fresh browser context per run), headless Chromium, on loopback and on',
    `Chromium's throttled link (${LINK.downloadBitsPerSecond / 1e6} Mbit/s down, ${LINK.uploadBitsPerSecond / 1e6} up, ${LINK.latencyMs} ms round trip);`,
    'requests and KB on the wire (encoded, as served) of the page itself (web workers not counted):',
    '',
    table(
      [
        'page',
        'network',
        'median ms',
        'slowest ms',
        'of the static page (same network)',
        'requests',
        'KB on the wire',
      ],
      lcpRows,
    ),
    '',
    'Compression: each answer asked for without and with `Accept-Encoding: br, gzip`:',
    '',
    table(
      ['answer', 'path', 'bytes plain', 'bytes sent', 'encoding', 'Vary'],
      asStarted.compression.map((c) => [
        c.what,
        `\`${c.path}\``,
        String(c.plainBytes),
        String(c.sentBytes),
        c.encoding,
        c.vary,
      ]),
    ),
    '',
    'Monaco: the builder on one file, then GraphiQL connected, in one browser session:',
    '',
    table(
      ['Monaco copies (core files)', 'files', 'worker files'],
      [
        [
          String(asStarted.monaco.cores.length),
          asStarted.monaco.cores.map((f) => `\`${f}\``).join(', ') || '-',
          asStarted.monaco.workers.map((f) => `\`${f}\``).join(', ') || '-',
        ],
      ],
    ),
  ].join('\n');
}

function assetRows(kind: string, assets: Asset[]): string[][] {
  return assets.map((a) => [kind, `\`${a.file}\``, kb(a.bytes), kb(a.gzipBytes)]);
}

function bundleSection({ bundle }: Results): string {
  const { shell, home, lazy } = bundle;
  const firstJs = totalGzip(shell.js) + totalGzip(home.js);
  const firstCss = totalGzip(shell.css) + totalGzip(home.css);
  const summary = table(
    ['what', 'JS gzip KB', 'CSS gzip KB'],
    [
      [
        'shell (index.html: entry, modulepreloads, stylesheets)',
        kb(totalGzip(shell.js)),
        kb(totalGzip(shell.css)),
      ],
      ['home route chunk and its static imports', kb(totalGzip(home.js)), kb(totalGzip(home.css))],
      ['**first load of `/`**', `**${kb(firstJs)}**`, `**${kb(firstCss)}**`],
      [
        `lazy chunks (${lazy.length} files, loaded on demand)`,
        kb(totalGzip(lazy.filter((a) => a.file.endsWith('.js')))),
        kb(totalGzip(lazy.filter((a) => a.file.endsWith('.css')))),
      ],
    ],
  );
  const detail = table(
    ['loaded', 'file', 'raw KB', 'gzip -9 KB'],
    [
      ...assetRows('shell', [...shell.js, ...shell.css]),
      ...assetRows('home', [...home.js, ...home.css]),
      ...assetRows('lazy', lazy),
    ],
  );
  return ['## Web bundle (apps/web/dist, gzip level 9)', '', summary, '', detail].join('\n');
}

export function renderMarkdown(results: Results): string {
  const { machine } = results;
  return [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (see bench/README.md for what each figure means). One run on one machine:',
    'compare figures within this file, not across machines.',
    '',
    table(
      ['machine', 'value'],
      [
        ['CPU', machine.cpu],
        ['cores', String(machine.cores)],
        ['RAM', `${machine.ramGb.toFixed(1)} GB`],
        ['Node.js', machine.node],
        ['date', machine.date],
        ['load average (1 min) at start', machine.loadAverage.toFixed(2)],
      ],
    ),
    '',
    httpSection(results),
    '',
    startupSection(results),
    '',
    idleMemorySection(results),
    '',
    asStartedSection(results),
    '',
    bundleSection(results),
    '',
  ].join('\n');
}
