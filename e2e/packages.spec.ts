import { expect, type Page, test } from '@playwright/test';
import { companyPackagesSchema, sessionInfoSchema } from '@portal/contracts';
import { okJson } from './support/companyRequests.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-packages';
const ACME = '00000000-0000-4000-8000-000000000001';

/**
 * Staff take the spec's package back from Acme (nothing if it never got it), so Acme's entitlements are the
 * demo world's again for the specs after this one and for a second run.
 */
async function takeBack(page: Page, packageId: string) {
  const held = companyPackagesSchema.parse(
    await okJson(page.request.get(`/auth/v2/organizations/${ACME}/entitlementPackages`)),
  );
  if (!held.data.some((each) => each.id === packageId)) return;
  const { csrfToken } = sessionInfoSchema.parse(await (await page.request.get('/api/v1/sessionInfo')).json());
  await okJson(
    page.request.delete(`/auth/v2/organizations/${ACME}/entitlementPackages/${packageId}`, {
      headers: { 'xsrf-token': csrfToken },
    }),
  );
}

test("Given staff, when they create a package and give it to Acme, then Acme's entitlements hold it with the package's limit", async ({
  page,
}) => {
  await startSignedIn(page, 'staff@demo.example', '/admin/packages');
  await expect(page.getByRole('heading', { name: 'Packages', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Extend Starter' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/list.png`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // No sideways scroll at 390 px: the entitlements column goes.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, `${SHOTS}/list-narrow.png`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // A package of Journeys with a limit of its own (the form's rules are PackageFormPages.test.tsx's).
  await page.getByRole('link', { name: 'Create package' }).click();
  const name = `Journeys Plus ${Date.now()}`;
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('combobox', { name: /Entitlements/ }).click();
  await page.getByRole('option', { name: 'Journeys' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('group', { name: 'Limits of Journeys' }).getByRole('textbox').fill('60');
  await screenshot(page, `${SHOTS}/create.png`, { fullPage: true });
  await page.getByRole('button', { name: 'Create package' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('60 (this package)')).toBeVisible();
  await expect(page.getByText('No company holds this package.')).toBeVisible();

  const packageId = new URL(page.url()).pathname.split('/').pop()!;
  try {
    // Given to Acme from its settings tab: the entitlement appears, from the package.
    await page.goto(`/admin/company-management/${ACME}/settings`);
    await page.getByRole('combobox', { name: 'Package to give' }).click();
    await page.getByRole('option', { name }).click();
    await page.getByRole('button', { name: 'Give package' }).click();
    await expect(page.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: `Journeys From the ${name} package` })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/company.png`, { fullPage: true });

    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('link', { name: 'Acme Health' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/view.png`, { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, `${SHOTS}/view-narrow.png`, { fullPage: true });
  } finally {
    await takeBack(page, packageId);
  }
});
