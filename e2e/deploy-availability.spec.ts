import { expect, test } from '@playwright/test';
import { companyHeaders, okJson as ok } from './support/companyRequests.ts';
import { grantLicenseFromToday } from './support/licenses.ts';
import { screenshot } from './support/screenshots.ts';
import { releaseToProduction, uploadScriptedApp } from './support/scriptedApps.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-deploy-availability';

test("Given Bright's app released in Europe and licensed to Provider Internal in the Americas, when Provider's admin opens the deploy dialog, then every tenant is disabled with the region's reason", async ({
  page,
  browser,
}) => {
  // Bright's admin takes an app of its own to Production through review, certification and signing (the
  // demo's onboarding app has one version, which a second run would find reviewed already).
  await startSignedIn(page, 'dsc@demo.example', '/console/apps');
  const bright = await companyHeaders(page, 'Bright Partners');
  const released = await uploadScriptedApp(page, bright.headers, 'e2e_avail');
  await releaseToProduction(page, browser, bright.headers, released.versionId);
  const app = { id: released.appId };
  const version = await ok(
    page.request.get(`/apphub/v1/versions/${released.versionId}`, { headers: bright.headers }),
  );

  // Provider Internal (scylla:us, no default app hub) gets a licence in force from today.
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  await startSignedIn(provider, 'staff@demo.example', '/console/apps/licensed');
  const providerOrg = await companyHeaders(provider, 'Provider Internal');
  await grantLicenseFromToday(page, bright, app.id, providerOrg.organizationId);

  // When: Provider's admin opens the licensed app and its deploy dialog.
  await provider.goto(`/console/apps/licensed/${app.id}`);
  await expect(provider.getByText(/Your license lets you deploy version/)).toBeVisible();
  const asked = provider.waitForResponse((r) => r.url().includes(`/apphub/v1/apps/${app.id}/availability`));
  await provider.getByRole('button', { name: 'Deploy', exact: true }).click();
  const dialog = provider.getByRole('dialog', { name: /^Deploy version/ });
  expect((await asked).status()).toBe(200);
  await dialog.getByRole('combobox', { name: 'Tenant' }).click();

  // Then: each of the company's tenants is listed, disabled, with why.
  for (const tenant of ['provider_dev', 'provider_impl', 'provider_prod', 'provider_sb']) {
    const option = provider.getByRole('option', { name: new RegExp(`^${tenant} \\(`) });
    await expect(option).toHaveAttribute('data-combobox-disabled', 'true');
    await expect(option).toContainText(
      'This app is not available in Americas: apps of Europe are not served there.',
    );
  }
  await screenshot(provider, `${SHOTS}/region-not-served.png`, { fullPage: true });
  await expectNoSeriousAxeViolations(provider);
  // A disabled tenant cannot be chosen, so nothing is sent.
  await provider.getByRole('option', { name: /^provider_dev \(/ }).click({ force: true });
  await provider.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Deploy', exact: true }).click();
  await expect(dialog.getByText('Choose a tenant.')).toBeVisible();
  await providerContext.close();

  // And Bright's own tenants, in the app's region, can take it.
  await page.goto(`/console/apps/view/${app.id}/lifecycle`);
  const card = page.locator('.mantine-Card-root').filter({ hasText: version.version }).first();
  await card.getByRole('button', { name: 'Deploy', exact: true }).click();
  const own = page.getByRole('dialog', { name: /^Deploy version/ });
  await own.getByRole('combobox', { name: 'Tenant' }).click();
  await expect(page.getByRole('option', { name: /^bright_dev \(/ })).not.toHaveAttribute(
    'data-combobox-disabled',
  );
});
