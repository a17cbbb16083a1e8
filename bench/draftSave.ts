/**
 * Draft save p99: one real server process (bench/benchServer.ts, PGlite), an EXTEND app
 * from the starter, and SAVES draft saves of the whole draft as the builder sends them (PUT with the
 * revision, every text file) one after another, each changing one line of a 2,000-line page, as a typist's
 * debounced saves arrive. Times are from the request to its answer. `npm run bench:draft-save [saves]`.
 */
import { startServer, stopServer } from './http.ts';
import { describeMachine } from './report.ts';
import { createStarterApp } from './starterApp.ts';

const SAVES = Number(process.argv[2] ?? 200);
/** A page on the starter's model 'record' of about 2,000 lines once formatted; `n` changes one label. */
function bigPage(n: number): string {
  const sections = Array.from({ length: 5 }, (_, s) => ({
    id: `s${s}`,
    fields: Array.from({ length: 66 }, (_, f) => ({
      id: `f${s}_${f}`,
      label: s === 0 && f === 0 ? `Field typed ${n}` : `Field ${s}.${f}`,
      type: 'text',
      binding: f % 2 ? 'title' : 'owner',
    })),
  }));
  return `${JSON.stringify({ title: 'Big page', layout: 'form', model: 'record', sections }, null, 2)}\n`;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const server = await startServer('portal');
  try {
    const { base, headers, appId } = await createStarterApp(server, 'Bench drafts', 'bench_drafts');
    const draftUrl = `${base}/apphub/v1/apps/${appId}/draft`;
    const draft = await (await fetch(draftUrl, { headers })).json();
    let revision: number = draft.revision;
    const files: Record<string, string> = { ...draft.files };
    const bytes = () => Object.values(files).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    const times: number[] = [];
    for (let n = 0; n < SAVES; n++) {
      files['pages/home.json'] = bigPage(n);
      const started = performance.now();
      const answer = await fetch(draftUrl, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ revision, baseVersionId: draft.baseVersionId, files }),
      });
      if (!answer.ok) throw new Error(`save ${n}: ${answer.status} ${await answer.text()}`);
      revision = (await answer.json()).revision;
      times.push(performance.now() - started);
    }
    const sorted = times.slice(10).sort((a, b) => a - b);
    const machine = describeMachine();
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    process.stdout.write(
      `${machine.date}: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, load ${machine.loadAverage.toFixed(2)}\n` +
        `${SAVES} saves of a ${(bytes() / 1024).toFixed(0)} KB draft (${bigPage(0).split('\n').length - 1}-line page), first 10 unrecorded: ` +
        `p50 ${ms(percentile(sorted, 50))}, p90 ${ms(percentile(sorted, 90))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1)!)}\n`,
    );
  } finally {
    await stopServer(server);
  }
}

await main();
