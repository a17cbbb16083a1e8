import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { draftFile } from './support/drafts.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-catalog';
const SAMPLE = path.resolve('apps/server/src/modules/catalog/samples/expense-approval');

test.describe('app catalog', () => {
  test('Given a visitor, when they browse and search the catalog and open an app and its code, then the code is highlighted', async ({
    page,
  }) => {
    await page.goto('/app-catalog');
    await expect(page.getByRole('heading', { name: 'App Catalog', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home-card performance review' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/catalog.png`, { fullPage: true });

    await page.getByRole('searchbox', { name: 'Search the catalog' }).fill('barcode');
    await expect(page).toHaveURL(/\?q=barcode$/);
    await expect(page.getByRole('link', { name: 'Expense approval' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Asset barcoding' }).click();

    await expect(page).toHaveURL(/\/app-catalog\/asset-barcoding$/);
    await expect(page.getByRole('heading', { name: 'Asset barcoding', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to copy this app' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/entry.png`, { fullPage: true });

    await page.getByRole('link', { name: 'View code' }).click();
    await page.getByRole('button', { name: 'scripts/barcode.js' }).click();
    const code = page.getByRole('region', { name: 'Contents of scripts/barcode.js' });
    await expect(code.locator('.token.keyword').first()).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Copy scripts/barcode.js to the clipboard' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/code.png`, { fullPage: true });
  });

  test('Given a mobile screen (375px), when the catalog and a code page show, then they fit and axe finds no serious violation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/app-catalog');
    await expect(page.getByRole('link', { name: 'Expense approval' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/catalog-mobile.png`, { fullPage: true });
    await page.goto('/app-catalog/expense-approval/code?file=scripts%2Fpolicy.js');
    await expect(page.getByRole('region', { name: 'Contents of scripts/policy.js' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `${SHOTS}/code-mobile.png`, { fullPage: true });
  });

  test('Given an old link to a renamed catalog app, when it is opened, then the new app page shows', async ({
    page,
  }) => {
    await page.goto('/app-catalog/today-card-performance-review');
    await expect(page).toHaveURL(/\/app-catalog\/home-card-performance-review$/);
    await expect(page.getByRole('heading', { name: 'Home-card performance review', level: 1 })).toBeVisible();
  });

  test("Given a developer, when they copy a catalog app to their company, then they land on the new app, which holds the sample's source under their reference ID", async ({
    page,
  }) => {
    await startSignedIn(page, 'developer@demo.example', '/app-catalog/expense-approval');
    await page.getByRole('button', { name: 'Copy to my company' }).click();
    // The console's create form, as a copy of the sample (one dialog, one set of labels).
    const dialog = page.getByRole('dialog', { name: 'Create App' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Expense approval');
    const referenceId = `e2e_expenses_${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Reference ID' }).fill(referenceId);
    await screenshot(page, `${SHOTS}/copy.png`);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/console\/apps\/view\/[0-9a-f-]{36}$/);

    // Then: the new app shows under the name and reference ID of the form, with a first version
    await expect(page.getByRole('heading', { name: 'Expense approval', level: 1 })).toBeVisible();
    await expect(page.getByText(referenceId).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Activity', exact: true }).click();
    await expect(page.getByRole('link', { name: /^Version / }).first()).toBeVisible();

    // And: its source is the sample's, the manifest renamed to the copy (read back from the server)
    await page.goto(`/build/${referenceId}`);
    await expect(page.getByRole('heading', { name: 'Expense approval', level: 1 })).toBeVisible();
    const manifest = JSON.parse(await draftFile(page, referenceId));
    expect(manifest).toMatchObject({ referenceId, name: 'Expense approval', type: 'JOURNEYS' });
    expect(await draftFile(page, referenceId, 'scripts/policy.js')).toBe(
      readFileSync(path.join(SAMPLE, 'scripts/policy.js'), 'utf8'),
    );
  });

  test('Given provider staff, when they withdraw an entry (confirmed) and publish it again, then the preview marks it meanwhile', async ({
    page,
  }) => {
    await startSignedIn(page, 'staff@demo.example', '/admin/app-catalog');
    await expect(page.getByRole('heading', { name: 'App Catalog Management', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Withdraw Worker directory sync' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw from the App Catalog?' });
    await screenshot(page, `${SHOTS}/admin-withdraw.png`);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByRole('button', { name: 'Publish Worker directory sync' })).toBeVisible();

    await page.goto('/admin/app-catalog-preview');
    const card = page.getByRole('article', { name: 'Worker directory sync' });
    await expect(card.getByText('Not published')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/admin-preview.png`, { fullPage: true });

    await page.goto('/admin/app-catalog');
    await page.getByRole('button', { name: 'Publish Worker directory sync' }).click();
    await expect(page.getByRole('button', { name: 'Withdraw Worker directory sync' })).toBeVisible();
  });

  test('Given provider staff, when they search all apps, then they open an app and a version with its builds', async ({
    page,
  }) => {
    await startSignedIn(page, 'staff@demo.example', '/admin/apps');
    await expect(page.getByRole('heading', { name: 'Apps', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/admin-apps.png`, { fullPage: true });
    const firstApp = page.getByRole('table').getByRole('link').first();
    const name = (await firstApp.textContent()) ?? '';
    await page.getByRole('searchbox', { name: 'Search apps' }).fill(name.slice(0, 6));
    await expect(page).toHaveURL(/\?q=/);
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/admin-app.png`, { fullPage: true });
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Builds' })).toBeVisible();
    await screenshot(page, `${SHOTS}/admin-version.png`, { fullPage: true });
  });
});
