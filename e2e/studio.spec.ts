import { expect, test } from '@playwright/test';
import { findDemoApp } from './support/demoApps.ts';
import { resetDraft } from './support/drafts.ts';
import { connectExplorer } from './support/explorers.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-studio';

// As the admin, like the explorers: the tenant consent it gives would change what the developer's specs find.
test('Given the demo collection, when an admin adds REST and GraphQL requests from the API schemas and runs them on the sandbox, then they pass and are still there after a reload', async ({
  page,
}) => {
  // Given: the worker directory sync ships the directory_smoke collection
  await page.setViewportSize({ width: 1280, height: 860 });
  await startSignedIn(page, 'admin@demo.example', '/studiobuilder');
  const app = await findDemoApp(page);
  // The requests are added to the admin's draft of the shared demo app: it starts from the latest
  // version (its two requests), whatever an earlier spec left, and goes back to it, so other specs find
  // the demo app as seeded.
  await resetDraft(page, app);
  // The page was read before the reset.
  await page.reload();
  try {
    await expect(page.getByRole('heading', { name: 'Studio Builder', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Directory smoke test' })).toBeVisible();
    await screenshot(page, `${SHOTS}/home-1280.png`, { fullPage: true });

    // When: they open it, connect to the sandbox tenant and add "One worker" (v2) from the schema
    await page.getByRole('link', { name: 'Directory smoke test' }).click();
    await page.waitForURL(`**/studiobuilder/app/${app.referenceId}/collection/directory_smoke/builder`);
    await expect(page.getByRole('button', { name: /^GET List workers/ })).toBeVisible();
    await connectExplorer(page);
    await page.getByRole('button', { name: 'Add request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a request from the API schemas' });
    await dialog.getByRole('combobox', { name: 'Operation' }).fill('GET workers/v2/workers/{id}');
    await page.getByRole('option', { name: 'GET workers/v2/workers/{id} · One worker' }).click();
    await dialog.getByRole('button', { name: 'Add' }).click();
    // The path's {id} became the variable {{id}}: give it a worker's id
    await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('/api/workers/v2/workers/{{id}}');
    await page.getByRole('textbox', { name: 'Variables 3: value' }).fill('W-00002');
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved', { timeout: 10_000 });

    // Then: run it alone, then all in order: 200 and passed
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(page.getByTestId('run-result')).toContainText('200');
    await expect(page.getByTestId('run-result')).toContainText('Passed');
    await page.getByRole('button', { name: 'Run all' }).click();
    await expect(page.getByRole('list', { name: 'Requests' }).getByText('Passed')).toHaveCount(3);

    // And a GraphQL request written from the sandbox's schema runs with the same {{id}}
    await page.getByRole('button', { name: 'Add request' }).click();
    await dialog.getByText('GraphQL', { exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Operation' }).fill('worker');
    await page.getByRole('option', { name: 'worker', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(page.getByTestId('run-result')).toContainText('Passed');
    await expect(page.getByTestId('run-result')).toContainText('W-00002');
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved', { timeout: 10_000 });
    await screenshot(page, `${SHOTS}/builder-1280.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // And after a reload the request is there, reached with the keyboard
    await page.reload();
    const added = page.getByRole('button', { name: /^GET One worker/ });
    await expect(added).toBeVisible({ timeout: 15_000 });
    await added.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('/api/workers/v2/workers/{{id}}');

    // On a phone the request panel sits below the list
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, `${SHOTS}/builder-390.png`, { fullPage: true });
    await page.goto(`/studiobuilder/app/${app.referenceId}`);
    await expect(page.getByRole('row', { name: /Directory smoke test/ })).toContainText('4');
    await screenshot(page, `${SHOTS}/app-390.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
  } finally {
    await resetDraft(page, app);
  }
});
