import { expect, test } from '@playwright/test';
import { updateAppRequestSchema } from '@portal/contracts';
import { findDemoApp } from './support/demoApps.ts';
import { demoAppSource, nextVersionOf } from './support/demoAppVersions.ts';
import { firstCompany } from './support/ownApps.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-app-view';
const DEVELOPER = 'developer@demo.example';

test.describe('app view', () => {
  test('Given a developer and a seeded app, when they open its versions, upload a source, promote, deploy and rename it, then every step shows its result', async ({
    page,
  }) => {
    // Given: the developer is signed in and the demo app exists
    await startSignedIn(page, DEVELOPER, '/profile');
    const app = await findDemoApp(page);
    const view = `/console/apps/view/${app.id}`;

    // When: they open the app
    await page.goto(view);
    // Then: its header and sub-navigation show
    await expect(page.getByRole('heading', { name: app.name, level: 1 })).toBeVisible();
    await expect(page.getByText(app.referenceId).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Lifecycle' })).toBeVisible();
    await screenshot(page, `${SHOTS}/overview.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // When: they open the activity, a version and its build
    await page.getByRole('tab', { name: 'Activity', exact: true }).click();
    await page.waitForURL(`**${view}/activity`);
    const versionLink = page.getByRole('link', { name: /^Version / }).first();
    await expect(versionLink).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Succeeded' }).first()).toBeVisible({ timeout: 30_000 });
    // Then: above the versions, the app's activity: the seeders' real audit lines
    const activity = page.getByRole('table', { name: /^Builds, promotions, deploys/ });
    await expect(activity.getByRole('link', { name: /^Promoted app / }).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Deploy', exact: true }).click();
    await expect(activity.getByRole('link', { name: /^Deployed app / }).first()).toBeVisible();
    await expect(activity.getByRole('link', { name: /^Promoted app / })).toHaveCount(0);
    await screenshot(page, `${SHOTS}/activity.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await versionLink.click();
    await expect(page.getByRole('heading', { name: /^Version / })).toBeVisible();
    await screenshot(page, `${SHOTS}/version.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await page
      .getByRole('link', { name: /^Build / })
      .first()
      .click();
    // Then: the build shows its status and its log line by line
    await expect(page.getByTestId('build-status')).toHaveText('Succeeded');
    await expect(page.getByRole('log')).toContainText('INFO');
    // The trail back up: apps > app > activity > version > this build.
    const trail = page.getByRole('navigation', { name: 'Where you are' });
    await expect(trail.getByRole('link')).toHaveText(['Apps', app.name, 'Activity', /^Version /]);
    await screenshot(page, `${SHOTS}/build.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // When: they upload a new source zip, of a version the app has not had
    const version = await nextVersionOf(page, app);
    await page.goto(view);
    await page.getByRole('button', { name: 'Upload new source' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload new source' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'worker-directory-sync.zip',
      mimeType: 'application/zip',
      buffer: await demoAppSource(app.referenceId, version),
    });
    await screenshot(page, `${SHOTS}/upload-dialog.png`, { fullPage: true });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    // Then: the new build page follows the build live until it SUCCEEDED
    await page.waitForURL(/\/builds\/[0-9a-f-]+$/);
    await expect(page.getByTestId('build-status')).toHaveText('Succeeded', { timeout: 60_000 });
    await expect(page.getByRole('log')).toContainText('INFO');
    await screenshot(page, `${SHOTS}/new-build.png`, { fullPage: true });

    // When: they promote the new version to Implementation and deploy it
    await page.getByRole('tab', { name: 'Lifecycle' }).click();
    await page.waitForURL(`**${view}/lifecycle`);
    const newest = page.locator('.mantine-Card-root').filter({ hasText: version }).first();
    await newest.getByRole('button', { name: 'Promote to Implementation' }).click();
    await expect(newest.getByText('Implementation', { exact: true })).toBeVisible();
    await screenshot(page, `${SHOTS}/lifecycle.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await newest.getByRole('button', { name: 'Deploy' }).click();
    const deploy = page.getByRole('dialog', { name: /^Deploy version/ });
    // The company's tenants are listed; an Implementation version cannot reach the Production one.
    await deploy.getByRole('combobox', { name: 'Tenant' }).click();
    const production = page.getByRole('option', { name: /^acme_prod \(Production\)/ });
    await expect(production).toHaveAttribute('data-combobox-disabled', 'true');
    await expect(production).toContainText('cannot run in tenants of Production');
    await screenshot(page, `${SHOTS}/deploy-tenants.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('option', { name: /^acme_impl \(Implementation\)/ }).click();
    await screenshot(page, `${SHOTS}/deploy-dialog.png`, { fullPage: true });
    await deploy.getByRole('button', { name: 'Deploy' }).click();
    // Then: the registry shows the new version in that tenant
    await expect(page.getByRole('row').filter({ hasText: 'acme_impl' })).toContainText(version);
    await screenshot(page, `${SHOTS}/registry.png`, { fullPage: true });

    // The app keeps the renamed name only for this test: the demo app's other readers find it as seeded,
    // also when this test stops half-way.
    try {
      // When: they open Rename by keyboard and close it with Escape
      await page.getByRole('tab', { name: 'Overview' }).click();
      // (Once the overview is there: the header's buttons are not rendered again under the focus.)
      await expect(page.getByRole('textbox', { name: 'New permission' })).toBeVisible();
      const renameButton = page.getByRole('button', { name: 'Rename' });
      await renameButton.focus();
      await expect(renameButton).toBeFocused();
      await page.keyboard.press('Enter');
      const renameByKeyboard = page.getByRole('dialog', { name: 'Rename app' });
      await expect(renameByKeyboard.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      // Then: the focus is back on the Rename button, not on the page's body
      await expect(renameByKeyboard).toBeHidden();
      await expect(renameButton).toBeFocused();

      // When: they rename the app
      await page.getByRole('button', { name: 'Rename' }).click();
      const rename = page.getByRole('dialog', { name: 'Rename app' });
      await rename.getByLabel('Name').fill('');
      await rename.getByRole('button', { name: 'Rename' }).click();
      await expect(rename.getByText('App name is required.')).toBeVisible();
      await rename.getByLabel('Name').fill(`${app.name} (renamed)`);
      await rename.getByRole('button', { name: 'Rename' }).click();
      // Then: the header shows the new name
      await expect(page.getByRole('heading', { name: `${app.name} (renamed)`, level: 1 })).toBeVisible();

      // When: they give the app a permission of its own
      await page.getByRole('textbox', { name: 'New permission' }).fill('workers.read');
      await page.getByRole('button', { name: 'Add permission' }).click();
      // Then: it is listed, with its remove button
      await expect(page.getByRole('button', { name: 'Remove permission workers.read' })).toBeVisible();
      await screenshot(page, `${SHOTS}/access.png`, { fullPage: true });
      await expectNoSeriousAxeViolations(page);

      // When: they try to delete the deployed app
      await page.getByRole('button', { name: 'Delete' }).click();
      const remove = page.getByRole('dialog', { name: 'Delete app' });
      await remove.getByRole('button', { name: 'Delete' }).click();
      // Then: the server's refusal shows and the app stays
      await expect(remove.getByRole('alert')).toBeVisible();
      await screenshot(page, `${SHOTS}/delete-refused.png`, { fullPage: true });
    } finally {
      const { headers } = await firstCompany(page);
      const restored = await page.request.patch(`/apphub/v1/apps/${app.id}`, {
        headers,
        data: updateAppRequestSchema.parse({ name: app.name }),
      });
      expect(restored.status(), await restored.text()).toBe(200);
      // The permission added above goes too (404 when the test stopped before adding it).
      const removed = await page.request.delete(`/auth/v1/apps/${app.id}/permissions/workers.read`, {
        headers,
      });
      expect([204, 404], await removed.text()).toContain(removed.status());
    }
  });

  test('Given a developer, when they open an app that does not exist, then the not-found view shows', async ({
    page,
  }) => {
    await startSignedIn(page, DEVELOPER, '/profile');
    await page.goto('/console/apps/view/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
