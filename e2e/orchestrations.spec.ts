import { expect, test } from '@playwright/test';
import { findDemoApp } from './support/demoApps.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-orchestrations';

test.describe('orchestration activity', () => {
  test('Given the seeded runs, when a developer runs the directory check, then they watch it finish and read a step output', async ({
    page,
  }) => {
    // Given: the developer is signed in; the demo world holds runs of the worker directory sync
    await startSignedIn(page, 'developer@demo.example', '/profile');
    const app = await findDemoApp(page);
    const activity = `/console/apps/view/${app.id}/orchestration-activity`;
    await page.goto(`/console/apps/view/${app.id}`);
    await page.getByRole('tab', { name: 'Orchestration activity' }).click();
    await page.waitForURL(`**${activity}`);
    const table = page.getByRole('table');
    for (const status of ['Waiting', 'Failed', 'Succeeded'])
      await expect(table.getByText(status, { exact: true }).first()).toBeVisible();
    await screenshot(page, `${SHOTS}/activity-1280.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // When: they run the directory check with inputs typed as JSON
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Run an orchestration' });
    // The sample's nightly orchestration may be offered first: the directory check is chosen by name.
    const orchestration = dialog.getByRole('combobox', { name: 'Orchestration' });
    await orchestration.click();
    await page
      .getByRole('option', { name: /^directory_check on acme_/ })
      .first()
      .click();
    await expect(orchestration).toHaveValue(/^directory_check on acme_/);
    await dialog.getByRole('textbox', { name: 'Inputs (JSON)' }).fill('{"limit": 2}');
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Run', exact: true }).click();

    // Then: the run page follows it to Succeeded, its steps in order
    await page.waitForURL(new RegExp(`${activity}/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 2, name: /^directory_check/ })).toBeVisible();
    // Live: the page polls until the run ends at its end step and offers no cancel any more.
    await expect(page.getByRole('button', { name: /^6\s*done/ })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Cancel run' })).toBeHidden();
    const summarize = page.getByRole('button', { name: /summarize/ });
    await expect(summarize).toBeVisible();

    // When: they open a step with the keyboard, then its output shows as JSON
    await summarize.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: /summarize/ });
    await expect(panel.getByText('Output', { exact: true })).toBeVisible();
    await expect(panel.getByText(/^\{\s*"ids": \[/)).toContainText(/"total": \d+/);
    await screenshot(page, `${SHOTS}/run-1280.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // And on a phone both pages hold together
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `${SHOTS}/run-390.png`, { fullPage: true });
    await page.goto(activity);
    await expect(page.getByRole('table')).toBeVisible();
    await screenshot(page, `${SHOTS}/activity-390.png`, { fullPage: true });
  });
});
