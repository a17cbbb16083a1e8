import { expect, test } from '@playwright/test';
import { findDemoApp } from './support/demoApps.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, signIn } from './support/session.ts';

const SHOTS = '/tmp/shots-licensing';

test("Given Acme's admin, when they license the worker directory sync to Globex Apps and later end it, then Globex sees it in Licensed and then no more", async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@demo.example', '/console/apps');
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
  await expect(page.getByRole('cell', { name: 'Globex Apps', exact: true })).toBeVisible();
  await screenshot(page, `${SHOTS}/app-licenses-1280.png`, { fullPage: true });

  // The licensee, in its own browser: the app is in its Licensed list.
  const globex = await browser.newContext();
  const licensee = await globex.newPage();
  await signIn(licensee, 'producer@demo.example', '/console/apps/licensed');
  await expect(licensee.getByRole('link', { name: app.name })).toBeVisible();
  await expectNoSeriousAxeViolations(licensee);

  await page.getByRole('button', { name: `End the license of ${app.name} to Globex Apps` }).click();
  const end = page.getByRole('dialog', { name: `End the license of ${app.name} to Globex Apps?` });
  await expect(end).toContainText('it is undeployed from their tenants');
  await expectNoSeriousAxeViolations(page);
  await end.getByRole('button', { name: 'End license' }).click();
  await expect(end).toBeHidden();
  await expect(page.getByText(`The license of ${app.name} to Globex Apps has ended.`)).toBeVisible();

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
  await signIn(page, 'dsc@demo.example', '/console/apps/licensed');
  await page.getByRole('link', { name: 'Worker directory sync' }).click();
  await page.getByRole('tab', { name: 'Orchestration activity' }).click();
  await expect(page.getByRole('cell', { name: 'bright_impl' }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
