import { expect, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-suvs';

test('Given staff, when they create a SUV for a developer and expire it through the confirmation, then the list shows it active, then expired', async ({
  page,
}) => {
  await startSignedIn(page, 'staff@demo.example', '/admin/manage-suvs');
  await expect(page.getByRole('heading', { name: 'Manage SUVs', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create SUV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a SUV' });
  await dialog.getByLabel('User e-mail').fill('developer@demo.example');
  await dialog.getByRole('textbox', { name: 'Days' }).fill('3');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  // A run before this one leaves its expired SUV listed: the new one is the developer's Active row.
  const created = page
    .getByRole('row')
    .filter({ hasText: 'developer@demo.example' })
    .filter({ hasText: 'Active' });
  await expect(created.getByText('Active')).toBeVisible();
  // What the cell shows (its column label, there for phones, is hidden on a desktop).
  const tenant = (await created.getByRole('cell').first().innerText()).trim();
  expect(tenant).toMatch(/^suv_[0-9a-f]{10}$/);
  const row = page.getByRole('row').filter({ hasText: tenant });
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/list.png`, { fullPage: true });

  await row.getByRole('button', { name: `Expire ${tenant}` }).click();
  await page
    .getByRole('dialog', { name: 'Expire this SUV?' })
    .getByRole('button', { name: 'Expire' })
    .click();
  await expect(row.getByText('Expired')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { name: 'Manage SUVs', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, `${SHOTS}/narrow.png`, { fullPage: true });
});
