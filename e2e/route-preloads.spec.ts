import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';

const SCRIPT =
  /<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)"/g;

/**
 * A signed-in page's HTML names its route's page scripts beside the entry's (docs/decisions/
 * signed-in-page-context.md), as the web build listed them: its page's chunk among them, and a cold load
 * of the page fetches each (200), none named in vain.
 */
const pages = [
  ['/console/apps', 'AppsListPage'],
  ['/build', 'BuilderHomePage'],
] as const;

for (const [pathname, pageChunk] of pages) {
  test(`the signed-in HTML at ${pathname} names the scripts its first screen loads`, async ({
    page,
    browser,
  }) => {
    await signIn(page, 'developer@demo.example', '/profile');
    const html = await (await page.request.get(pathname)).text();
    const named = [...html.matchAll(SCRIPT)].flatMap((match) => match[1] ?? []);
    expect(named.length).toBeGreaterThan(3);

    // Cold: a context of its own, the same cookies, an empty cache.
    const cold = await browser.newContext({ storageState: await page.context().storageState() });
    const tab = await cold.newPage();
    const loaded = new Map<string, number>();
    tab.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) loaded.set(url.pathname, response.status());
    });
    await tab.goto(pathname, { waitUntil: 'networkidle' });
    await cold.close();
    // Scripts the page loads later (the copilot's button, with its flag on) are not its route's.
    expect(named.some((file) => file.startsWith(`/assets/${pageChunk}-`))).toBe(true);
    for (const file of named) expect(loaded.get(file), file).toBe(200);
  });
}
