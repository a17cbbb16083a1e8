import { expect, test } from '@playwright/test';
import { companyHeaders, okJson } from './support/companyRequests.ts';
import { findDemoApp } from './support/demoApps.ts';
import { endLicense } from './support/licenses.ts';
import { openRunLog } from './support/runLogs.ts';
import { screenshot } from './support/screenshots.ts';
import { releaseToProduction, TIDY_CONSOLE_LINE, uploadScriptedApp } from './support/scriptedApps.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-licensing';

test("Given Acme's admin, when they license the worker directory sync to Globex Apps and later end it, then Globex sees it in Licensed and then no more", async ({
  page,
  browser,
}) => {
  await startSignedIn(page, 'admin@demo.example', '/console/apps');
  const app = await findDemoApp(page);
  await page.goto(`/console/apps/view/${app.id}/licenses`);
  // The demo world: Acme licenses this app in Production to Bright Partners, without an end date.
  await expect(page.getByRole('cell', { name: 'Bright Partners', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'License to a company' }).click();
  const grant = page.getByRole('dialog', { name: `License ${app.name} to a company` });
  await grant.getByRole('combobox', { name: /^Company/ }).fill('Globex');
  await page.getByRole('option', { name: 'Globex Apps' }).click();
  await expectNoSeriousAxeViolations(page);
  await grant.getByRole('button', { name: 'Grant license' }).click();
  await expect(grant).toBeHidden();
  // Its row is the one with a license still to end: a run before this one leaves its ended one listed.
  const granted = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `End the license of ${app.name} to Globex Apps` }) });
  await expect(granted.getByRole('cell', { name: 'Globex Apps', exact: true })).toBeVisible();
  await screenshot(page, `${SHOTS}/app-licenses-1280.png`, { fullPage: true });

  // The licensee, in its own browser: the app is in its Licensed list.
  const globex = await browser.newContext();
  const licensee = await globex.newPage();
  await startSignedIn(licensee, 'producer@demo.example', '/console/apps/licensed');
  await expect(licensee.getByRole('link', { name: app.name })).toBeVisible();
  await expectNoSeriousAxeViolations(licensee);

  await endLicense(page, app.name, 'Globex Apps');

  await licensee.reload();
  await expect(licensee.getByText('No apps are licensed to your company.')).toBeVisible();
  await expect(licensee.getByRole('link', { name: app.name })).toBeHidden();
  await globex.close();

  // The account's list of every licence Acme gives, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/console/account/licenses');
  await expect(page.getByRole('heading', { name: 'Licenses', level: 1 })).toBeVisible();
  await expect(page.getByText('Globex Apps').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/account-licenses-390.png`, { fullPage: true });
});

test("Given the demo world, when Bright Partners' admin opens the licensed worker directory sync, then its own runs are there", async ({
  page,
}) => {
  await startSignedIn(page, 'dsc@demo.example', '/console/apps/licensed');
  await page.getByRole('link', { name: 'Worker directory sync' }).click();
  await page.getByRole('tab', { name: 'Orchestration activity' }).click();
  await expect(page.getByRole('cell', { name: 'bright_impl' }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("Given Acme's own app in Production, when Acme licenses it to Bright Partners, Bright deploys it, runs it and reads the run's log, and Acme then ends the license, then the app and its deployment are gone from Bright", async ({
  page,
  browser,
}) => {
  // Given: the spec's own app with a script step, released to Production by Acme's admin.
  await startSignedIn(page, 'admin@demo.example', '/console/apps');
  const acme = await companyHeaders(page, 'Acme Health');
  const app = await uploadScriptedApp(page, acme.headers, 'e2e_lic');
  await releaseToProduction(page, browser, acme.headers, app.versionId);

  // When: Acme's admin licenses it to Bright Partners from the app's Licenses page.
  await page.goto(`/console/apps/view/${app.appId}/licenses`);
  await page.getByRole('button', { name: 'License to a company' }).click();
  const grant = page.getByRole('dialog', { name: `License ${app.name} to a company` });
  await grant.getByRole('combobox', { name: /^Company/ }).fill('Bright');
  await page.getByRole('option', { name: 'Bright Partners' }).click();
  await grant.getByRole('button', { name: 'Grant license' }).click();
  await expect(grant).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Bright Partners', exact: true })).toBeVisible();

  // And: Bright's admin finds it in Licensed and deploys the granted version to bright_dev.
  const brightContext = await browser.newContext();
  const bright = await brightContext.newPage();
  await startSignedIn(bright, 'dsc@demo.example', '/console/apps/licensed');
  await bright.getByRole('link', { name: app.name }).click();
  await expect(bright.getByText('Your license lets you deploy version 1.0.0')).toBeVisible();
  await expectNoSeriousAxeViolations(bright);
  await bright.getByRole('button', { name: 'Deploy', exact: true }).click();
  const deploy = bright.getByRole('dialog', { name: 'Deploy version 1.0.0' });
  await deploy.getByRole('combobox', { name: 'Tenant' }).click();
  await bright.getByRole('option', { name: /^bright_dev \(/ }).click();
  await deploy.getByRole('button', { name: 'Deploy', exact: true }).click();
  await expect(deploy).toBeHidden();
  await expect(bright.getByRole('cell', { name: 'bright_dev', exact: true })).toBeVisible();

  // And: runs its orchestration from the licensed app's activity, and watches it succeed.
  await bright.getByRole('tab', { name: 'Orchestration activity' }).click();
  await bright.getByRole('button', { name: 'Run', exact: true }).click();
  const launch = bright.getByRole('dialog', { name: 'Run an orchestration' });
  await expect(launch.getByRole('combobox', { name: 'Orchestration' })).toHaveValue(/^tidy on bright_dev/);
  await launch.getByRole('button', { name: 'Run', exact: true }).click();
  await bright.waitForURL(
    new RegExp(`/console/apps/licensed/${app.appId}/orchestration-activity/[0-9a-f-]{36}$`),
  );
  const runId = bright.url().split('/').at(-1) ?? '';
  await expect(bright.getByRole('button', { name: /^3\s*done/ })).toBeVisible({ timeout: 20_000 });
  await bright.getByRole('button', { name: /clean/ }).click();
  const clean = bright.getByRole('region', { name: /clean/ });
  // The script read Bright's own tenant.
  await expect(clean.getByText(/"count": 5,\s*"domains": \[\s*"bright-dev\.example"\s*\]/)).toBeVisible();
  await expectNoSeriousAxeViolations(bright);

  // Then: the run's log on the licensed app's logs page holds the script's console line and the run's end.
  await openRunLog(bright, `/console/apps/licensed/${app.appId}/logs`, [
    TIDY_CONSOLE_LINE,
    'Run of tidy SUCCEEDED',
  ]);
  await expectNoSeriousAxeViolations(bright);

  // When: Acme's admin ends the license, after the confirmation.
  await endLicense(page, app.name, 'Bright Partners');

  // Then: Bright's Licensed list no longer holds the app, its pages are not found, nor is its deployment.
  await bright.goto('/console/apps/licensed');
  await expect(bright.getByRole('link', { name: 'Worker directory sync' })).toBeVisible();
  await expect(bright.getByRole('link', { name: app.name })).toBeHidden();
  await bright.goto(`/console/apps/licensed/${app.appId}/orchestration-activity/${runId}`);
  await expect(bright.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  const brightOrg = await companyHeaders(bright, 'Bright Partners');
  const registry = await okJson(
    bright.request.get(`/aos/v1/registry?referenceId=${app.referenceId}`, { headers: brightOrg.headers }),
  );
  expect(registry.data).toEqual([]);
  await brightContext.close();
});
