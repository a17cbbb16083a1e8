import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';

const SCRIPT =
  /<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)"/g;

/**
 * A signed-in page's HTML names its route's page scripts beside the entry's (docs/decisions/
 * signed-in-page-context.md), as the web build listed them: a cold load of the page then fetches exactly
 * the scripts its HTML names, each there (200): none it needs left for its router to ask, none named in
 * vain.
 */
for (const pathname of ['/console/apps', '/build']) {
  test(`the signed-in HTML at ${pathname} names the scripts its first screen loads`, async ({
    page,
    browser,
  }) => {
    await signIn(page, 'developer@demo.example', '/profile');
    const html = await (await page.request.get(pathname)).text();
    const named = [...html.matchAll(SCRIPT)].map((match) => match[1]);
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
    expect([...loaded.keys()].sort()).toEqual([...named].sort());
    expect([...loaded.values()].every((status) => status === 200)).toBe(true);
  });
}
