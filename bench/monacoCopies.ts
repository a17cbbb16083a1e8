import { launchBenchChromium } from './benchBrowser.ts';
import { signedInState, TENANT } from './firstScreen.ts';

export type MonacoCopies = {
  /** Distinct script files that define a Monaco editor core (see CORE below). */
  cores: string[];
  /** Distinct worker scripts (editor, JSON, GraphQL). */
  workers: string[];
};

/**
 * A Monaco core registers its editor service once: `createDecorator('codeEditorService')`, minified to a
 * call with the literal. Every copy of monaco-editor bundled has one, whatever its chunk is named (the build
 * names the core's chunk after one of its modules, such as `monaco.contribution-*.js`).
 */
const CORE = /\(\s*[`'"]codeEditorService[`'"]\s*\)/;
const WORKER = /\.worker-[\w-]+\.js$/;

/**
 * How many Monaco copies a user downloads who opens the builder's editor on one file and
 * then GraphiQL, in one browser session (one context, as one tab would): every script the two pages and
 * their workers fetch, the cores found by their content, the workers by name. One copy is one core file
 * and one file per worker.
 */
export async function countMonacoCopies(base: string): Promise<MonacoCopies> {
  const browser = await launchBenchChromium();
  try {
    const { file } = await signedInState(browser, base);
    const context = await browser.newContext({ storageState: file });
    const names = new Set<string>();
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/')) names.add(url.pathname.slice('/assets/'.length));
    });
    const tab = await context.newPage();
    await tab.goto(`${base}/build/acme_asset_barcoding/scan`, { waitUntil: 'load', timeout: 120_000 });
    await tab.locator('.monaco-editor').first().waitFor({ state: 'visible', timeout: 120_000 });
    await tab.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await tab.goto(`${base}/graph-api-explorer?tenant=${TENANT}`, { waitUntil: 'load', timeout: 120_000 });
    await tab.locator('button[aria-label^="Execute query"]').first().waitFor({ timeout: 120_000 });
    await tab.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await context.close();
    const scripts = [...names].filter((name) => name.endsWith('.js')).sort();
    const cores: string[] = [];
    for (const name of scripts) {
      const text = await (await fetch(`${base}/assets/${name}`)).text();
      if (CORE.test(text)) cores.push(name);
    }
    return { cores, workers: scripts.filter((name) => WORKER.test(name)) };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const copies = await countMonacoCopies(process.argv[2] ?? 'http://localhost:8080');
  process.stdout.write(`${JSON.stringify(copies, null, 2)}\n`);
}
