import { launchBenchChromium } from './benchBrowser.ts';
import type { RunningServer } from './http.ts';
import { tenantToken } from './tenantToken.ts';

const RUNS = Number(process.env.BENCH_TTI_RUNS ?? 5);
/** Each explorer, and what on it means "the user can act now". */
const PAGES = [
  {
    name: '/rest-api-explorer',
    path: '/rest-api-explorer?tenant=acme_sb',
    ready: 'button:has-text("Send request")',
  },
  {
    name: '/soap-api-explorer',
    path: '/soap-api-explorer?tenant=acme_sb',
    ready: 'textarea:has-text("Get_Workers_Request")',
  },
  {
    name: '/graph-api-explorer (connected: GraphiQL and Monaco)',
    path: '/graph-api-explorer?tenant=acme_sb',
    ready: 'button[aria-label^="Execute query"]',
  },
] as const;

/**
 * Time to interactive of each explorer, cold: a fresh browser context (empty cache) per run, signed in as
 * the bench server's developer with a tenant token already stored, from navigation start until the
 * page's first control a user acts with is visible and enabled. Median and slowest of RUNS.
 */
export async function explorerTti(server: RunningServer) {
  const base = `http://127.0.0.1:${server.port}`;
  const { answer } = await tenantToken(base, server.cookie, server.csrfToken ?? '', 'acme_sb', [
    'workers.read',
    'absenceManagement.read',
    'absenceManagement.write',
    'organizations.read',
    'jobProfiles.read',
    'financials.read',
  ]);
  const cookies = server.cookie.split(/;\s*/).map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name: name!, value: value.join('='), url: base };
  });
  const browser = await launchBenchChromium();
  try {
    const figures = [];
    for (const page of PAGES) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext();
        await context.addCookies(cookies);
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          'devsite:tenantToken',
          JSON.stringify({ [answer.tenantId]: answer }),
        ] as const);
        const tab = await context.newPage();
        const started = Date.now();
        await tab.goto(`${base}${page.path}`);
        await tab.locator(page.ready).first().waitFor({ state: 'visible', timeout: 60_000 });
        times.push(Date.now() - started);
        await context.close();
      }
      times.sort((a, b) => a - b);
      figures.push({ name: page.name, median: times[Math.floor(times.length / 2)]!, slowest: times.at(-1)! });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
