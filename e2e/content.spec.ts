import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/session.ts';

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
      });
    }
  });
}

test('Given a visitor on home, when they follow "Read the docs", then the documentation route opens', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Read the docs' }).click();
  await expect(page).toHaveURL(/\/documentation$/);
});

test('Given a visitor on home, then every feature card links to its area', async ({ page }) => {
  await page.goto('/');
  const cards: [string, string][] = [
    ['Open the app builder', '/build'],
    ['Go to your apps', '/console/apps'],
    ['Browse the app catalog', '/app-catalog'],
    ['Read the documentation', '/documentation'],
    ['Open the REST API explorer', '/rest-api-explorer'],
    ['View analytics', '/console/analytics'],
    ['Manage API clients', '/console/api-clients'],
    ['Start a tutorial', '/learn'],
  ];
  for (const [name, href] of cards) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

test('Given a visitor on welcome, when they start the checklist, then the developer program terms open', async ({
  page,
}) => {
  await page.goto('/welcome');
  await expect(page.getByRole('region', { name: 'Your next steps' }).getByRole('listitem')).toHaveCount(6);
  await page.getByRole('link', { name: 'Review the terms' }).click();
  await expect(page).toHaveURL(/\/terms\/developerprogram$/);
});
