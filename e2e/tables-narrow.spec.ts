import { expect, type Locator, type Page, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-tables-narrow';

/** Neither the page nor the table's own scroll container is wider than the phone. */
async function expectFits(page: Page, table: Locator, name: string) {
  await screenshot(page, `${SHOTS}/${name}.png`, { fullPage: true });
  const widths = await table.evaluate((element) => {
    const container = element.closest('.mantine-Table-scrollContainer') ?? element;
    return {
      page: document.documentElement.scrollWidth,
      container: container.scrollWidth,
      visible: container.clientWidth,
      screen: window.innerWidth,
    };
  });
  expect(widths.page, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(widths.screen);
  expect(widths.container, `${name}: the table scrolls sideways`).toBeLessThanOrEqual(widths.visible);
  await expectNoSeriousAxeViolations(page);
}

test.describe('wide tables on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Given a phone 390 px wide, when Acme's admin opens the third-party integrations and staff the build administration, then each table shows its rows as labelled cards without sideways scroll", async ({
    page,
  }) => {
    await startSignedIn(page, 'admin@demo.example', '/console/account/third-party-integrations');
    const integrations = page.getByRole('table');
    await expect(page.getByText('Globex payroll bridge')).toBeVisible();
    // The column's name labels the value on the row's card; the header row is for screen readers only.
    await expect(page.getByRole('row').nth(1).getByText('Connected by', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disconnect Globex payroll bridge' })).toBeVisible();
    await expectFits(page, integrations, 'integrations-390');
    // From 48em up it is a table again, headers and all.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('columnheader', { name: 'Connected by' })).toBeVisible();
    await expect(page.getByRole('row').nth(1).getByText('Connected by', { exact: true })).toBeHidden();
    await screenshot(page, `${SHOTS}/integrations-1280.png`, { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });

    await page.context().clearCookies();
    await startSignedIn(page, 'staff@demo.example', '/admin/build?state=finished');
    await expect(page.getByRole('heading', { name: 'Build Administration', level: 1 })).toBeVisible();
    const failed = page.getByRole('row').filter({ hasText: 'Failed' }).first();
    await expect(failed).toBeVisible();
    await expect(failed.getByRole('button', { name: /^Retry the build of / })).toBeVisible();
    await expectFits(page, page.getByRole('table'), 'admin-build-390');
  });
});
