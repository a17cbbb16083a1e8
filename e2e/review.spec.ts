import { expect, test } from '@playwright/test';
import { createOwnApp } from './support/ownApps.ts';
import { screenshot } from './support/screenshots.ts';
import { submitForReview } from './support/scriptedApps.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-review';

test.describe('app review', () => {
  test("Given the provider's reviewer, when they certify a version waiting for review, then the company's admin sees it in the audit trail", async ({
    page,
  }) => {
    // Given: Acme's own version waiting for review (the demo's one waits only until a first certification).
    await startSignedIn(page, 'admin@demo.example', '/console/apps');
    const own = await createOwnApp(page, 'e2e_review');
    await submitForReview(page, own.headers, own.version.id);
    const name = own.app.name;
    await page.context().clearCookies();

    await startSignedIn(page, 'reviewer@demo.example', '/admin/apps');
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Waiting for review only' }).click();
    await expect(page.getByRole('checkbox', { name: 'Waiting for review only' })).toBeChecked();
    await expect(page).toHaveURL(/review=IN_REVIEW/);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByText('Waiting for your review')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/version-in-review.png`, { fullPage: true });

    await page.getByRole('button', { name: 'Certify' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('will be able to promote this version to Production');
    await screenshot(page, `${SHOTS}/certify-confirm.png`);
    await dialog.getByRole('button', { name: 'Certify' }).click();
    await expect(page.getByText('Waiting for your review')).toHaveCount(0);
    await expect(page.getByText(/Certified/).first()).toBeVisible();

    await page.context().clearCookies();
    await startSignedIn(page, 'admin@demo.example', '/console/account/audits');
    const row = page.getByRole('row', { name: `Certified app ${name}` });
    await expect(row).toContainText('reviewer@demo.example');
    await expect(row).toContainText('reviewState: IN_REVIEW → CERTIFIED');
    await screenshot(page, `${SHOTS}/audits.png`, { fullPage: true });
  });
});

test('Given provider staff, when they open the admin area, then its sections are tabs that mark where they are', async ({
  page,
}) => {
  await startSignedIn(page, 'staff@demo.example', '/admin/app-catalog');
  const sections = page.getByRole('tablist', { name: 'Administration sections' });
  await expect(sections.getByRole('tab', { name: 'App Catalog Management' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await sections.getByRole('tab', { name: 'Manage SUVs' }).click();
  await expect(page).toHaveURL(/\/admin\/manage-suvs$/);
  await expect(sections.getByRole('tab', { name: 'Manage SUVs' })).toHaveAttribute('aria-selected', 'true');
  await sections.getByRole('tab', { name: 'Apps' }).click();
  await page.getByRole('table').getByRole('link').first().click();
  // An app's page stays under the Apps section.
  await expect(sections.getByRole('tab', { name: 'Apps' })).toHaveAttribute('aria-selected', 'true');
  await screenshot(page, `${SHOTS}/admin-nav.png`);
});
