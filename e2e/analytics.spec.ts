import { expect, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-analytics';

test.describe('analytics', () => {
  test('Given the admin of the demo company, when they open the analytics pages and the user audit, then charts and audit events of the demo logs show', async ({
    page,
  }) => {
    // Overview: a week of the demo logs, charted, with usage per app and the user's own usage.
    await startSignedIn(page, 'admin@demo.example', '/console/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Date range' }).click();
    await page.getByRole('option', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/range=7d/);
    await expect(page.getByText(/requests and \d+ errors in this range, one point per day/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Top apps' })).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    // The earliest date with data sits next to the range picker, as on the logs page.
    await expect(
      page.getByText(/^Logs available from [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/),
    ).toBeVisible();
    await screenshot(page, `${SHOTS}/overview.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // Performance: latency percentiles and error rate, the range kept.
    await page
      .getByRole('tablist', { name: 'Analytics pages' })
      .getByRole('tab', { name: 'Performance' })
      .click();
    await expect(page.getByRole('heading', { name: 'Performance', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/range=7d/);
    await expect(page.getByText(/half of the requests took at most/)).toBeVisible();
    await screenshot(page, `${SHOTS}/performance.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // One app, from the top apps table of the overview.
    const overview = page
      .getByRole('tablist', { name: 'Analytics pages' })
      .getByRole('tab', { name: 'Overview' });
    await overview.click();
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('table', { name: 'Top apps' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'App analytics', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: "Open the app's logs" })).toHaveAttribute(
      'href',
      /\/console\/apps\/view\/[0-9a-f-]+\/logs/,
    );
    await expect(page.getByText(/requests and \d+ errors in this range/)).toBeVisible();
    await page.getByRole('switch', { name: 'Show data table' }).first().check();
    await expect(page.getByRole('table', { name: 'Requests and errors' })).toBeVisible();
    await screenshot(page, `${SHOTS}/app.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // The user audit: the demo's audit events of the week, filtered, exported as CSV.
    await page.goto('/console/account/audits?range=7d');
    await expect(page.getByRole('heading', { name: 'User audit', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Audit events' });
    await expect(table).toBeVisible();
    await screenshot(page, `${SHOTS}/audits.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'apps.retire' }).click();
    await expect(page).toHaveURL(/action=apps.retire/);
    await expect(table.getByRole('row').nth(1)).toContainText('apps.retire');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^audits-.*\.csv$/);
  });

  test('Given a phone-sized screen, when the admin opens the overview and the audit, then nothing overflows and axe finds no serious issue', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await startSignedIn(page, 'admin@demo.example', '/console/analytics');
    await expect(page.getByText(/requests and \d+ errors in this range/)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `${SHOTS}/overview-narrow.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await page.goto('/console/account/audits');
    await expect(page.getByRole('heading', { name: 'User audit', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Audit events' })).toBeVisible();
    await screenshot(page, `${SHOTS}/audits-narrow.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
  });
});
