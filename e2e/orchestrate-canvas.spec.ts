import { expect, test } from '@playwright/test';
import { findDemoApp } from './support/demoApps.ts';
import { resetDraft } from './support/drafts.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-orchestrate-canvas';

test.describe('orchestration builder canvas', () => {
  test('Given the demo orchestration, when a developer adds and configures a transform step on the canvas, then it is saved in the draft and is there after a reload', async ({
    page,
  }) => {
    // Given: the developer is signed in; the demo app has the directory_check orchestration
    await page.setViewportSize({ width: 1280, height: 860 });
    await startSignedIn(page, 'developer@demo.example', '/orchestrate');
    const app = await findDemoApp(page);
    // The canvas edits the developer's draft of the shared demo app: it starts from the latest version,
    // whatever an earlier spec left, and goes back to it, so other specs find the demo app as seeded.
    await resetDraft(page, app);
    // The page was read before the reset.
    await page.reload();
    try {
      // The builder's session (its GET session call) shows with its sign-out
      await expect(page.getByTestId('builder-session')).toContainText('Signed in until');
      await expect(page.getByRole('link', { name: 'directory_check' }).first()).toBeVisible({
        timeout: 10_000,
      });
      await screenshot(page, `${SHOTS}/home-1280.png`, { fullPage: true });
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('link', { name: app.name }).click();
      await page.waitForURL(`**/orchestrate/app/${app.referenceId}/orchestrations`);
      const row = page.getByRole('row', { name: /directory_check/ });
      // Its step count, trigger and last run (from the runs API) show
      await expect(row).toContainText('API');
      await expect(row.getByText(/^(Succeeded|Failed|Waiting)$/)).toBeVisible();
      await screenshot(page, `${SHOTS}/app-1280.png`, { fullPage: true });
      await expectNoSeriousAxeViolations(page);

      // When: they open it on the canvas
      await row.getByRole('link', { name: 'directory_check' }).click();
      await page.waitForURL(`**/orchestrate/app/${app.referenceId}/draft/orchestrations/directory_check`);
      await expect(page.getByTestId('trigger-node')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('draft-status')).toHaveText('Draft saved');

      // And add a transform step and give it an expression, with a parse error first
      await page
        .getByRole('toolbar', { name: 'Steps to add' })
        .getByRole('button', { name: 'Transform' })
        .click();
      await expect(page.getByTestId('step-node-transform_1')).toBeVisible();
      const form = page.getByTestId('step-form');
      const expression = form.getByRole('textbox', { name: 'Expression' });
      await expression.fill('last.(');
      await expect(form.getByText(/does not parse at character \d+/).first()).toBeVisible();
      await expression.fill('{ "count": $count(last.body.data) }');
      await expect(page.getByTestId('step-node-transform_1')).not.toContainText('problem');
      await expect(page.getByTestId('draft-status')).toHaveText('Draft saved', { timeout: 10_000 });
      await screenshot(page, `${SHOTS}/canvas-1280.png`);
      await expectNoSeriousAxeViolations(page);

      // And a parallel step after it, with two branches added from its 'branch' handle: the node names
      // what it still lacks (its join) until it is configured
      const palette = page.getByRole('toolbar', { name: 'Steps to add' });
      await palette.getByRole('button', { name: 'Parallel' }).click();
      const parallel = page.getByTestId('step-node-parallel_1');
      await expect(parallel).toBeVisible();
      // Each added step is panned into view: a click during the pan lands where the node was.
      const canvasSettled = () =>
        expect(page.getByTestId('flow-canvas')).toHaveAttribute('aria-busy', 'false');
      for (const branch of ['transform_2', 'transform_3']) {
        await canvasSettled();
        await parallel.click();
        await palette.getByRole('button', { name: 'Transform' }).click();
        await expect(page.getByTestId(`step-node-${branch}`)).toBeVisible();
      }
      await canvasSettled();
      await parallel.click();
      await expect(form.getByText('Branches (first step of each)')).toBeVisible();
      await expect(form.locator('.mantine-Pill-label')).toHaveText(['transform_2', 'transform_3']);
      await expect(parallel).toContainText('problem');
      await expect(page.getByTestId('draft-status')).toHaveText('Draft saved', { timeout: 10_000 });
      await screenshot(page, `${SHOTS}/canvas-parallel-1280.png`);
      await expectNoSeriousAxeViolations(page);

      // Then: after a reload the step and its expression are there
      await page.reload();
      await expect(page.getByTestId('step-node-transform_1')).toBeVisible({ timeout: 15_000 });
      // Reached with the keyboard: the node takes focus and Enter opens its form
      await page.getByTestId('step-node-transform_1').locator('xpath=..').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('step-form').getByRole('textbox', { name: 'Expression' })).toHaveValue(
        '{ "count": $count(last.body.data) }',
      );

      // Delete takes the focused step away; Ctrl+Z brings it back
      await page.getByTestId('step-node-transform_1').locator('xpath=..').focus();
      await page.keyboard.press('Delete');
      await expect(page.getByTestId('step-node-transform_1')).toHaveCount(0);
      await page.keyboard.press('Control+z');
      await expect(page.getByTestId('step-node-transform_1')).toBeVisible();
      await expect(page.getByTestId('draft-status')).toHaveText('Draft saved', { timeout: 10_000 });

      // And a built version opens read-only, from its source zip
      const latest = (
        await (
          await page.request.get(`/apphub/v1/apps/${app.id}`, {
            headers: { 'x-organization-id': app.organizationId },
          })
        ).json()
      ).latestVersion.number;
      await page.goto(`/orchestrate/app/${app.referenceId}/${latest}/orchestrations/directory_check`);
      await expect(page.getByText(`Version ${latest}, read only`)).toBeVisible();
      await expect(page.getByTestId('step-node-fetch')).toBeVisible();
      await expect(page.getByRole('toolbar', { name: 'Steps to add' })).toBeHidden();

      // And on a phone the panel sits below the canvas
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `${SHOTS}/canvas-390.png`, { fullPage: true });
      await page.goto(`/orchestrate/app/${app.referenceId}/draft/orchestrations/directory_check`);
      await expect(page.getByTestId('step-node-parallel_1')).toBeVisible({ timeout: 15_000 });
      await page.getByTestId('step-node-parallel_1').click();
      await screenshot(page, `${SHOTS}/canvas-parallel-390.png`, { fullPage: true });
      await page.goto(`/orchestrate/app/${app.referenceId}/orchestrations`);
      await expect(page.getByRole('row', { name: /directory_check/ })).toBeVisible();
      await screenshot(page, `${SHOTS}/app-390.png`, { fullPage: true });
    } finally {
      await resetDraft(page, app);
    }
  });
});
