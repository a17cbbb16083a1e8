import { expect, test } from '@playwright/test';
import { watchProblems as watch } from './support/pageProblems.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-quiet';

/**
 * No red console line on a happy path. A first Connect was refused (409) before the
 * consent dialog, and a free billing ID was a 404; both now ask a check that answers 200.
 */

test('Given a specialist who never connected, when they connect to the sandbox on the tenants page and then in the REST explorer, then the consent dialog comes without a failed request or a console error', async ({
  page,
}) => {
  await startSignedIn(page, 'specialist@demo.example', '/console/tenants');
  const problems = watch(page);
  const row = page.getByRole('row').filter({ hasText: 'acme_sb' });
  await expect(row.getByText('Not connected')).toBeVisible();
  await page.waitForLoadState('networkidle');

  await row.getByRole('button', { name: 'Connect to acme_sb' }).click();
  const consent = page.getByRole('dialog', { name: 'Allow access to acme_sb?' });
  await expect(consent.getByText('Workers: read')).toBeVisible();
  await screenshot(page, `${SHOTS}/tenants-consent.png`);
  await consent.getByRole('button', { name: 'Allow' }).click();
  await expect(row.getByText(/^(60|59) minutes left$/)).toBeVisible();
  expect(problems).toEqual([]);

  // The explorer's own connect, from no consent again.
  await page.getByRole('button', { name: 'Revoke consent for acme_sb' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this consent?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText('You have not given the portal access to any tenant yet.')).toBeVisible();
  await page.goto('/rest-api-explorer');
  await page.getByRole('button', { name: 'Connect to acme_sb' }).click();
  const again = page.getByRole('dialog', { name: 'Allow access to acme_sb?' });
  await expect(again).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await again.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText(/^Connected · \d+ minutes? left$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('Given staff creating a company, when they leave the billing ID field with a free ID and then a taken one, then the check answers without a failed request or a console error', async ({
  page,
}) => {
  await startSignedIn(page, 'staff@demo.example', '/admin/company-management');
  await expect(page.getByRole('link', { name: 'Acme Health' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const problems = watch(page);

  await page.getByRole('button', { name: 'Create company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create company' });
  const checked = page.waitForResponse((response) => response.url().includes('/billingIdCheck'));
  await dialog.getByLabel('Billing ID').fill(`FREE-${Date.now()}`);
  await dialog.getByLabel('Tenant prefix').click();
  expect((await checked).status()).toBe(200);
  await expect(dialog.getByText(/Billing ID already exists/)).toHaveCount(0);
  await expect(dialog.getByText('Error getting billing ID.')).toHaveCount(0);

  await dialog.getByLabel('Billing ID').fill('BP-2002');
  await dialog.getByLabel('Tenant prefix').click();
  await expect(
    dialog.getByText('Billing ID already exists. Please enter a unique billing ID.'),
  ).toBeVisible();
  await screenshot(page, `${SHOTS}/billing-taken.png`);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
