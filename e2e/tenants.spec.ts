import { expect, type Page, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-tenants';

/**
 * Starts from no consent, rather than from what the specs before left: one that connected the developer to
 * a tenant would skip the consent dialog this spec checks. The explorers connect as the
 * admin for that reason; this no longer depends on them doing so.
 */
async function revokeEveryConsent(page: Page) {
  const none = page.getByText('You have not given the portal access to any tenant yet.');
  const revoke = page.getByRole('button', { name: /^Revoke consent for / });
  await expect(none.or(revoke.first())).toBeVisible();
  while (await revoke.count()) {
    await revoke.first().click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this consent?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(confirm).toBeHidden();
    await expect(none.or(revoke.first())).toBeVisible();
  }
}

test('Given a developer, when they connect to the sandbox tenant through the consent, then the token shows its minutes left and revoking the consent disconnects it', async ({
  page,
}) => {
  await startSignedIn(page, 'developer@demo.example', '/console/tenants');
  await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
  await revokeEveryConsent(page);
  const row = page.getByRole('row').filter({ hasText: 'acme_sb' });
  await expect(row.getByText('Not connected')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await row.getByRole('button', { name: 'Configuration of acme_sb' }).click();
  const config = page.getByRole('dialog', { name: 'Configuration of acme_sb' });
  await expect(config.getByText(/\/sandbox\/acme_sb\/api$/)).toBeVisible();
  await expect(config.getByRole('link', { name: 'Workers v2' })).toHaveAttribute(
    'href',
    /\/sandbox\/acme_sb\/api\/workers\/v2\/openapi\.json$/,
  );
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/config.png`);
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: 'Connect to acme_sb' }).click();
  const consent = page.getByRole('dialog', { name: 'Allow access to acme_sb?' });
  await expect(consent.getByText('Workers: read')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await consent.getByRole('button', { name: 'Allow' }).click();
  await expect(row.getByText(/^(60|59) minutes left$/)).toBeVisible();
  const consents = page.getByRole('row').filter({ hasText: 'Workers: read, Workers: write' });
  await expect(consents).toHaveCount(1);
  await screenshot(page, `${SHOTS}/connected.png`, { fullPage: true });

  // Reloading keeps the token (local storage) until it expires.
  await page.reload();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'acme_sb' })
      .getByText(/minutes left$/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Revoke consent for acme_sb' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this consent?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText('You have not given the portal access to any tenant yet.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'acme_sb' }).getByText('Not connected')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The environment badges keep their whole word on a narrow screen (the table scrolls instead).
  const clipped = await page
    .locator('.mantine-Badge-label')
    .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).length);
  expect(clipped).toBe(0);
  await screenshot(page, `${SHOTS}/narrow.png`, { fullPage: true });
});

test('Given a developer, when they create a development tenant and delete it through the confirmation, then the list shows it and then not', async ({
  page,
}) => {
  await startSignedIn(page, 'developer@demo.example', '/console/tenants');
  await page.getByRole('button', { name: 'Create development tenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a development tenant' });
  await dialog.getByLabel('Name').fill('Bad Name');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Tenant is 1-63 lowercase letters, digits, - or _.')).toBeVisible();
  await dialog.getByLabel('Name').fill('acme_e2e');
  await dialog.getByRole('button', { name: 'Create' }).click();
  const row = page.getByRole('row').filter({ hasText: 'acme_e2e' });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'More actions for acme_e2e' }).click();
  await page.getByRole('menuitem', { name: 'Reset integration password' }).click();
  const password = page.getByRole('dialog', { name: 'New integration password' });
  await expect(password.getByText('ISU_acme_e2e')).toBeVisible();
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: 'More actions for acme_e2e' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete acme_e2e?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: 'acme_e2e' })).toHaveCount(0);
});
