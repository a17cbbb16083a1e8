import { expect, test } from '@playwright/test';
import { buildEnvSchema } from '@portal/contracts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-admin-build';

test('Given staff, when they retry the failed demo build and change a build limit through the confirmations, then the new build is listed and the limit is saved', async ({
  page,
}) => {
  await startSignedIn(page, 'staff@demo.example', '/admin/build');
  await expect(page.getByRole('heading', { name: 'Build Administration', level: 1 })).toBeVisible();
  await expect(page.getByText(/This server process .* at a time\./)).toBeVisible();
  const failed = page.getByRole('row').filter({ hasText: 'Failed' }).first();
  await expect(failed).toBeVisible();
  const app = (await failed.getByRole('link').first().textContent()) ?? '';
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/builds.png`, { fullPage: true });

  const before = await page
    .getByRole('status')
    .filter({ hasText: /builds?$/ })
    .textContent();
  await failed.getByRole('button', { name: /^Retry the build of / }).click();
  const dialog = page.getByRole('dialog', { name: 'Build this version again?' });
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(`A new build of ${app} is queued.`)).toBeVisible();
  // The broken demo source fails again, as a build of its own: one more finished build.
  await expect(page.getByRole('status').filter({ hasText: /builds?$/ })).not.toHaveText(before ?? '');

  await page.getByRole('tab', { name: 'Environment', exact: true }).click();
  await page.waitForURL('**/admin/build/env');
  const entries = page.getByRole('textbox', { name: /Entry limit/ });
  await expect(entries).toHaveValue('2000');
  // What the server holds now, put back whatever happens below: the specs after this one (and this one
  // run again) build with, and read, the limits as they were.
  const { csrfToken } = await (await page.request.get('/api/v1/sessionInfo')).json();
  // The schema keeps the settings and drops who changed them and when.
  const settings = buildEnvSchema.parse(await (await page.request.get('/apphub/v1/admin/build-env')).json());
  try {
    await entries.fill('2500');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page
      .getByRole('dialog', { name: 'Change the build settings?' })
      .getByRole('button', { name: 'Save settings' })
      .click();
    await expect(page.getByText(/Last changed .* by staff@demo\.example\./)).toBeVisible();
    // The confirmation fades out: axe would read its half-transparent buttons as poor contrast.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/env.png`, { fullPage: true });
    await entries.fill('2000');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page
      .getByRole('dialog', { name: 'Change the build settings?' })
      .getByRole('button', { name: 'Save settings' })
      .click();
    await expect(page.getByText('The build settings were saved.').first()).toBeVisible();
  } finally {
    const restored = await page.request.put('/apphub/v1/admin/build-env', {
      headers: { 'xsrf-token': csrfToken },
      data: settings,
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/admin/build?state=finished');
  await expect(page.getByRole('heading', { name: 'Build Administration', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, `${SHOTS}/narrow.png`, { fullPage: true });
});
