import { expect, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-api-clients';

test('Given an admin, when they open the API clients, then the demo clients show their health and the unused ones can be singled out', async ({
  page,
}) => {
  await startSignedIn(page, 'admin@demo.example', '/console/api-clients');
  await expect(page.getByRole('heading', { name: 'API Clients', level: 1 })).toBeVisible();
  const legacy = page.getByRole('row').filter({ hasText: 'Legacy reporting' });
  await expect(legacy.getByText('Old secret')).toBeVisible();
  await expect(legacy.getByText('Unused', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Provider benefits connector' })).toContainText(
    'System',
  );
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/list.png`, { fullPage: true });

  await page.getByText('Needs attention').click();
  await expect(page.getByRole('link', { name: 'Legacy reporting' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Payroll export' })).toHaveCount(0);

  await page.getByText('Every client').click();
  await page.getByRole('tab', { name: 'Unassigned' }).click();
  await expect(page).toHaveURL(/\/console\/api-clients\/unassigned$/);
  await expect(page.getByRole('link', { name: 'Time-off kiosk', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByRole('link', { name: 'Invoice sync' }).click();
  await expect(page.getByRole('heading', { name: 'Invoice sync', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Works until/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/view-overlap.png`, { fullPage: true });
});

test('Given a developer, when they create a client, then its secret shown once gets a token the sandbox accepts, rotation keeps both working, and deleting it stops its tokens', async ({
  page,
  request,
}) => {
  const name = `E2E export ${Date.now()}`;
  await startSignedIn(page, 'developer@demo.example', '/console/api-clients/create');
  await expect(page.getByRole('heading', { name: 'Create API Client', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('checkbox', { name: 'Workers: read' }).check();
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByText('Choose at least one tenant.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('combobox', { name: 'Tenants' }).click();
  await page.getByRole('option', { name: 'acme_sb' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create client' }).click();

  await expect(page.getByText('This is the only time the secret is shown')).toBeVisible();
  const secret = (await page.locator('code', { hasText: /^pcs_/ }).textContent())!;
  const clientId = (await page.locator('code', { hasText: /^[0-9a-f-]{36}$/ }).textContent())!;
  await screenshot(page, `${SHOTS}/secret-once.png`, { fullPage: true });
  // The secret is in the page, never in the browser's storage.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(
    secret,
  );

  const tokenWith = async (value: string) =>
    // A client's own code, not the browser: no session cookie goes with it.
    request.post('/auth/v1/token', {
      form: { grant_type: 'client_credentials' },
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${value}`).toString('base64')}` },
    });
  const issued = await tokenWith(secret);
  expect(issued.status()).toBe(200);
  const accessToken = (await issued.json()).access_token as string;
  const workers = await request.get('/sandbox/acme_sb/api/workers/v1/workers?limit=1', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(workers.status()).toBe(200);

  await page.getByRole('link', { name: 'I have copied the secret' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Never', { exact: true })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Rotate secret' }).click();
  const rotate = page.getByRole('dialog', { name: `Rotate the secret of ${name}` });
  await rotate.getByRole('combobox', { name: 'Keep the old secret working for' }).click();
  await page.getByRole('option', { name: '1 day' }).click();
  await rotate.getByRole('button', { name: 'Rotate secret' }).click();
  const fresh = (await rotate.locator('code', { hasText: /^pcs_/ }).textContent())!;
  expect(fresh).not.toBe(secret);
  expect((await tokenWith(secret)).status()).toBe(200);
  expect((await tokenWith(fresh)).status()).toBe(200);
  await rotate.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(/^Works until/)).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, `${SHOTS}/view-narrow.png`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL(/\/console\/api-clients\/all$/);
  const after = await request.get('/sandbox/acme_sb/api/workers/v1/workers?limit=1', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(after.status()).toBe(401);
  expect((await tokenWith(fresh)).status()).toBe(401);
});
