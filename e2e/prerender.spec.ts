import { expect, type Page, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations } from './support/session.ts';

/** Console errors and page errors from now on: a hydration mismatch is reported as one. */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Given a visitor, when they open the public pages, then the content and styles come in the HTML', async ({
    page,
  }) => {
    for (const [path, heading, title] of [
      ['/', 'Build on the platform your customers already run', 'Home | Workday Developers'],
      ['/about', /./, /About/],
      ['/welcome', 'Welcome to Workday Developers', /Welcome/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
      await screenshot(page, `/tmp/shots-prerender/no-script${path.replaceAll('/', '-')}.png`);
    }
    // The rules the page uses come inlined in its head; its stylesheets hold no paint (print media until
    // the app turns them on, read as they are from <noscript> without scripts).
    const html = await (await page.request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>');
    const blocking = head
      .replace(/<noscript>.*?<\/noscript>/gs, '')
      .match(/<link[^>]* rel="stylesheet"[^>]*>/g);
    expect(blocking?.length).toBeGreaterThan(0);
    for (const link of blocking ?? []) expect(link).toContain('media="print"');
    await page.goto('/');
    // Mantine's and the page's own CSS apply: the hero's gradient (HomeHero.module.css), the theme's font.
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(hero).toHaveCSS('background-image', /linear-gradient/);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});

test('Given a visitor, when the script arrives, then it takes over the prerendered markup without an error', async ({
  page,
}) => {
  const errors = errorsOf(page);
  // The entry script waits until the prerendered heading has been marked, so the test can tell a take-over
  // (the same element) from a render over it (a new one).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => element.setAttribute('data-e2e-prerendered', ''));
  await screenshot(page, '/tmp/shots-prerender/home-before-script.png');
  release();
  await page.waitForLoadState('networkidle');
  // Taken over: the header's search button answers, and the heading is the element the server sent.
  await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('h1[data-e2e-prerendered]')).toHaveCount(1);
  const shift = await page.evaluate(() => {
    // The shifts so far are in the observer's records as soon as it observes (buffered), none or some:
    // no wait for a callback that never comes when there were none.
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords();
    observer.disconnect();
    return entries.reduce(
      (sum, entry) => sum + ('value' in entry && typeof entry.value === 'number' ? entry.value : 0),
      0,
    );
  });
  expect(shift).toBeLessThan(0.01);
  expect(errors).toEqual([]);
  await expectNoSeriousAxeViolations(page);
});

test('Given a visitor who chose French, when they open /, then the page shows in French without an error', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await page.addInitScript(() => window.localStorage.setItem('userLocale', 'fr_CA'));
  await page.goto('/');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Concevez sur la plateforme que vos clients utilisent déjà',
    }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
