import { expect, type Page, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations } from './support/session.ts';

const SHOTS = '/tmp/shots-content';

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const pages = [
  { path: '/', heading: 'Build on the platform your customers already run' },
  { path: '/about', heading: 'About Workday Developers' },
  { path: '/welcome', heading: 'Welcome to Workday Developers' },
];

for (const viewport of [
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'mobile', width: 375, height: 800 },
]) {
  test.describe(`content pages on ${viewport.label} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path, heading } of pages) {
      test(`Given a visitor, when they open ${path}, then its one main heading shows, the page fits the screen and axe finds no serious violation`, async ({
        page,
      }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectNoHorizontalScroll(page);
        await expectNoSeriousAxeViolations(page);
        const name = path === '/' ? 'home' : path.slice(1);
        await screenshot(page, `${SHOTS}/${name}-${viewport.width}.png`, { fullPage: true });
      });
    }
  });
}

test('Given a visitor on a PROD home page, then every link of the feature cards opens a built page, never Not Found', async ({
  page,
}) => {
  await page.goto('/');
  const cards = page.getByRole('region', { name: /^Everything you need to extend/ }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  // The areas built so far; the others stay DEV-only (unbuiltRoute) and are not linked on PROD.
  expect(new Set(hrefs)).toEqual(
    new Set([
      '/console/apps',
      '/app-catalog',
      '/build',
      '/documentation',
      '/console/analytics',
      '/console/api-clients',
      '/console/tenants',
      '/downloads',
      '/rest-api-explorer',
      '/graph-api-explorer',
      '/soap-api-explorer',
      '/learn',
      '/orchestrate',
      '/studiobuilder',
    ]),
  );
  await expect(page.getByRole('link', { name: 'Read the docs' })).toHaveAttribute('href', '/documentation');
  for (const href of hrefs) {
    // Signed out, the console areas go on to the sign-in page: any page but Not Found will do.
    await page.goto(href);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  }
});

test('Given a visitor on welcome, when they start the checklist, then the developer program terms open', async ({
  page,
}) => {
  await page.goto('/welcome');
  // PROD: terms, tenants, create an app, an API client, the REST explorer, analytics, tutorials.
  await expect(page.getByRole('region', { name: 'Your next steps' }).getByRole('listitem')).toHaveCount(7);
  await page.getByRole('link', { name: 'Review the terms' }).click();
  await expect(page).toHaveURL(/\/terms\/developerprogram$/);
});

for (const path of ['/', '/welcome', '/about']) {
  test(`Given a visitor on a PROD ${path}, then every link in the page opens a page, never Not Found`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const links = page.getByRole('main').getByRole('link');
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')!).filter((href) => href.startsWith('/')),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of new Set(hrefs)) {
      // Signed out, the console areas go on to the sign-in page: any page but Not Found will do.
      await page.goto(href);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { name: 'Page Not Found' }), href).toHaveCount(0);
    }
  });
}
