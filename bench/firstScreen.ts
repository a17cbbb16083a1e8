/**
 * What the first screen of a page costs on the network: requests, scripts and bytes on
 * the wire as Chromium loads the page cold (a fresh context: empty HTTP cache) from a running server, until
 * the network is idle. Requests and bytes do not depend on the machine's load, so one run per page is the
 * figure; no times are measured here (bench/lcp.ts does that on a quiet machine). `localhost`, not
 * 127.0.0.1: the embedded sign-in provider's issuer is localhost, and its cookies must match. Web workers
 * (Monaco's) run in their own targets and are not counted.
 *
 *   PORT=8231 DATA_DIR=$(mktemp -d) npm run serve:built &
 *   npm run bench:first-screen -- http://localhost:8231
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { launchBenchChromium } from './benchBrowser.ts';

/** The ACME admin (README: demo accounts): edits apps and connects the explorers to ACME's sandbox tenant. */
const EMAIL = process.env.BENCH_EMAIL ?? 'admin@demo.example';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo';
export const TENANT = 'acme_sb';

type Figure = {
  page: string;
  requests: number;
  scripts: number;
  /** Every response's encoded body and headers, as the network carried them (brotli when accepted). */
  wireKb: number;
  scriptWireKb: number;
  /** Script files whose name says Monaco (editor.api, monaco-editor's chunks, its workers excluded). */
  monacoScripts: string[];
};

type Loaded = { url: string; type: string; bytes: number };

/** One cold load of `url`, counting what Chromium's network layer reports for the page. */
async function loadCold(context: BrowserContext, url: string, ready?: string): Promise<Loaded[]> {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  // The HTTP cache stays on but is empty: a fresh context is a first visit.
  const requests = new Map<string, { url: string; type: string }>();
  const loaded: Loaded[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.startsWith('data:'))
      requests.set(e.requestId, { url: e.request.url, type: e.type ?? '' });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    if (request) loaded.push({ ...request, bytes: e.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (e) => {
    const request = requests.get(e.requestId);
    if (request) loaded.push({ ...request, bytes: 0 });
  });
  await tab.goto(url, { waitUntil: 'load', timeout: 120_000 });
  if (ready) await tab.locator(ready).first().waitFor({ state: 'visible', timeout: 120_000 });
  // Idle: no request for 500 ms. A page that keeps one open (a worker's, an event stream) never is; then
  // what it loaded in 30 s is its first screen.
  await tab.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await tab.close();
  return loaded;
}

function figureOf(page: string, loaded: Loaded[]): Figure {
  const scripts = loaded.filter((l) => l.type === 'Script');
  const kb = (items: Loaded[]) => Math.round(items.reduce((sum, l) => sum + l.bytes, 0) / 1024);
  return {
    page,
    requests: loaded.length,
    scripts: scripts.length,
    wireKb: kb(loaded),
    scriptWireKb: kb(scripts),
    monacoScripts: scripts
      .map((s) => new URL(s.url).pathname.replace(/^\/assets\//, ''))
      .filter((name) => /monaco|editor\.api|edcore|editor\.main/i.test(name)),
  };
}

/**
 * Signs in through /login and the embedded provider's form, connects the GraphQL explorer to the sandbox
 * tenant (consent, then connect, as a user does) and returns the storage state: cookies and the stored
 * tenant token, so that a cold explorer opens GraphiQL at once.
 */
export async function signedInState(browser: Browser, base: string) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${base}/login?path=${encodeURIComponent('/profile')}`);
  await tab.getByLabel('Email').fill(EMAIL);
  await tab.getByLabel('Password').fill(PASSWORD);
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await tab.waitForURL((url) => url.pathname === '/profile');
  await tab.goto(`${base}/graph-api-explorer?tenant=${TENANT}`);
  await tab.getByRole('button', { name: `Connect to ${TENANT}` }).click();
  const consent = tab.getByRole('dialog', { name: `Allow access to ${TENANT}?` });
  const connected = tab.getByText(/^Connected · \d+ minutes? left$/);
  await consent.or(connected).first().waitFor({ timeout: 60_000 });
  if (await consent.isVisible()) await consent.getByRole('button', { name: 'Allow' }).click();
  await connected.waitFor({ timeout: 60_000 });
  // The first app of the console's list, for its view page.
  await tab.goto(`${base}/console/apps`);
  const appLink = tab.locator('a[href^="/console/apps/view/"]').first();
  await appLink.waitFor({ timeout: 60_000 });
  const appPath = (await appLink.getAttribute('href'))!;
  const file = `/tmp/portal-bench-first-screen-${process.pid}.json`;
  await context.storageState({ path: file });
  await context.close();
  return { file, appPath };
}

export async function measureFirstScreens(base: string): Promise<Figure[]> {
  const browser = await launchBenchChromium();
  try {
    const figures: Figure[] = [];
    for (const page of ['/', '/about']) {
      const context = await browser.newContext();
      figures.push(figureOf(page, await loadCold(context, `${base}${page}`)));
      await context.close();
    }
    const { file, appPath } = await signedInState(browser, base);
    const signedIn: { page: string; path: string; ready?: string }[] = [
      { page: '/console/apps', path: '/console/apps', ready: 'a[href^="/console/apps/view/"]' },
      { page: '/console/apps/view/<app>', path: appPath },
      { page: '/build', path: '/build' },
      // The builder's editor on one file: Monaco, its JSON worker, the language server's socket.
      {
        page: '/build/<app>/<file>',
        path: '/build/acme_asset_barcoding/scan',
        ready: '.monaco-editor',
      },
      // Connected (tenant token stored): GraphiQL and its Monaco.
      {
        page: '/graph-api-explorer (connected)',
        path: `/graph-api-explorer?tenant=${TENANT}`,
        ready: 'button[aria-label^="Execute query"]',
      },
    ];
    for (const page of signedIn) {
      const context = await browser.newContext({ storageState: file });
      figures.push(figureOf(page.page, await loadCold(context, `${base}${page.path}`, page.ready)));
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const print = (text: string) => process.stdout.write(`${text}\n`);
  const base = process.argv[2] ?? 'http://localhost:8080';
  const figures = await measureFirstScreens(base);
  print('| page | requests | scripts | on the wire | scripts on the wire | Monaco chunks |');
  print('|---|---|---|---|---|---|');
  for (const f of figures)
    print(
      `| \`${f.page}\` | ${f.requests} | ${f.scripts} | ${f.wireKb} KB | ${f.scriptWireKb} KB | ${f.monacoScripts.join(', ') || '-'} |`,
    );
}
