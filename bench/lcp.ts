import type { Browser } from '@playwright/test';
import { launchBenchChromium } from './benchBrowser.ts';

const RUNS = Number(process.env.BENCH_LCP_RUNS ?? 5);
export type LcpPage = { name: string; url: string };
/** The "link": Chromium's own throttling, an ordinary office or home link instead of loopback. */
export const LINK = { latencyMs: 40, downloadBitsPerSecond: 10_000_000, uploadBitsPerSecond: 5_000_000 };
export type Network = 'loopback' | 'link';
export type LcpResult = {
  name: string;
  network: Network;
  medianMs: number;
  slowestMs: number;
  /** Requests the page made and bytes on the wire (encoded, as served), median of the runs. */
  requests: number;
  bytes: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The page's largest contentful paint as Chromium reports it (the last candidate once the network is
 * idle), in ms from navigation start. Null when the browser reported none.
 */
const readLcp = () =>
  new Promise<number | null>((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries.length ? entries[entries.length - 1]!.startTime : null);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(null), 3_000);
  });

async function lcpOf(
  browser: Browser,
  page: LcpPage,
  network: Network,
  storageState?: string,
): Promise<LcpResult> {
  const times: number[] = [];
  const requests: number[] = [];
  const bytes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // A fresh context per run: an empty HTTP cache (cold), the session's cookies if signed in.
    const context = await browser.newContext(storageState ? { storageState } : {});
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    let sent = 0;
    let received = 0;
    cdp.on('Network.requestWillBeSent', () => sent++);
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      received += event.encodedDataLength;
    });
    await cdp.send('Network.enable');
    if (network === 'link')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LINK.latencyMs,
        downloadThroughput: LINK.downloadBitsPerSecond / 8,
        uploadThroughput: LINK.uploadBitsPerSecond / 8,
      });
    await tab.goto(page.url, { waitUntil: 'networkidle', timeout: 120_000 });
    const lcp = await tab.evaluate(readLcp);
    await context.close();
    if (lcp === null) throw new Error(`no largest-contentful-paint entry on ${page.url}`);
    times.push(lcp);
    requests.push(sent);
    bytes.push(received);
  }
  times.sort((a, b) => a - b);
  return {
    name: page.name,
    network,
    medianMs: median(times),
    slowestMs: times.at(-1)!,
    requests: median(requests),
    bytes: median(bytes),
  };
}

/** Signs in through the portal's /login and the embedded provider's form, in a new browser context. */
async function signedInContext(browser: Browser, base: string, email: string, password: string) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${base}/login?path=${encodeURIComponent('/profile')}`);
  await tab.getByLabel('Email').fill(email);
  await tab.getByLabel('Password').fill(password);
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await tab.waitForURL((url) => url.pathname === '/profile');
  return context;
}

/** The signed-in storage state, as a file the LCP runs' contexts start from. */
async function signedInState(browser: Browser, base: string, email: string, password: string) {
  const context = await signedInContext(browser, base, email, password);
  const file = `/tmp/portal-bench-lcp-${process.pid}.json`;
  await context.storageState({ path: file });
  await context.close();
  return file;
}

/** The Cookie header of a browser signed in at `base`: what a load generator sends as that user. */
export async function sessionCookie(base: string, email: string, password: string): Promise<string> {
  const browser = await launchBenchChromium();
  try {
    const context = await signedInContext(browser, base, email, password);
    return (await context.cookies(base)).map(({ name, value }) => `${name}=${value}`).join('; ');
  } finally {
    await browser.close();
  }
}

/**
 * LCP, cold, of public pages and of pages a signed-in user opens, in headless Chromium (RUNS runs each,
 * median and slowest), on loopback and then on the throttled link. Compare the rows of one run: the
 * static page on the same network is the baseline of that run.
 */
export async function measureLcp(
  publicPages: LcpPage[],
  signedIn: { base: string; email: string; password: string; pages: LcpPage[] },
): Promise<LcpResult[]> {
  const browser = await launchBenchChromium();
  try {
    const results: LcpResult[] = [];
    const state = await signedInState(browser, signedIn.base, signedIn.email, signedIn.password);
    for (const network of ['loopback', 'link'] as const) {
      for (const page of publicPages) results.push(await lcpOf(browser, page, network));
      for (const page of signedIn.pages) results.push(await lcpOf(browser, page, network, state));
    }
    return results;
  } finally {
    await browser.close();
  }
}
