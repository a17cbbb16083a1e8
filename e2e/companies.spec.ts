import { expect, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-companies';

test('Given staff, when they create a company with every field, then its page follows the account until it is provisioned', async ({
  page,
}) => {
  await startSignedIn(page, 'staff@demo.example', '/admin/company-management');
  await expect(page.getByRole('heading', { name: 'Company Management', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acme Health' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/list.png`, { fullPage: true });

  await page.getByRole('button', { name: 'Create company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create company' });
  // Submitting empty shows the messages of docs/product/companies.md COMPANIES-5, and nothing is created.
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Company name is required.')).toBeVisible();
  await expect(dialog.getByText('At least one domain is required.')).toBeVisible();
  await dialog.getByLabel('Company name').fill('Zephyr Foods');
  await dialog.getByRole('combobox', { name: 'Region' }).click();
  await page.getByRole('option', { name: 'Europe (scylla:de)' }).click();
  // A billing ID another company holds is refused as soon as the field is left.
  await dialog.getByLabel('Billing ID').fill('BP-2002');
  await dialog.getByLabel('Tenant prefix').click();
  await expect(
    dialog.getByText('Billing ID already exists. Please enter a unique billing ID.'),
  ).toBeVisible();
  await dialog.getByLabel('Billing ID').fill(`ZF-${Date.now()}`);
  await dialog.getByLabel('Tenant prefix').fill('zephyr');
  await dialog.getByLabel('Email domains').fill('zephyr.example');
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/create.png`, { fullPage: true });
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByRole('heading', { name: 'Zephyr Foods', level: 1 })).toBeVisible();
  // The job moves it on; the page shows it without a reload.
  await expect(page.getByText('Organization account provisioned.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').getByText('Active')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/company.png`, { fullPage: true });

  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByText('This company has no users yet.')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('button', { name: 'Request deletion' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, `${SHOTS}/company-narrow.png`, { fullPage: true });
});
