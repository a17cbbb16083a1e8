import { expect, test } from '@playwright/test';
import { connectExplorer } from './support/explorers.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-explorers';
// The explorers connect as the admin (see connectExplorer).

test('Given an admin, when they find an operation in the REST explorer, connect and send it, then the answer and the code to call it are shown', async ({
  page,
}) => {
  await startSignedIn(page, 'admin@demo.example', '/rest-api-explorer?tenant=acme_sb');
  await expect(page.getByRole('heading', { name: 'REST API Explorer', level: 1 })).toBeVisible();
  const operations = page.getByRole('navigation', { name: 'Operations' });
  await expect(operations.getByRole('link').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Search operations' }).fill('GET workers/v2 workers/{id}');
  await expect(operations.getByRole('link')).toHaveCount(1);
  await operations.getByRole('link').first().click();
  await expect(page).toHaveURL(/op=workers\.v2\./);
  await expect(page.getByRole('heading', { level: 2, name: '/workers/v2/workers/{id}' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send request' })).toBeDisabled();

  await connectExplorer(page);

  // The list gives a worker id to ask for.
  const list = await page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('devsite:tenantToken') ?? '{}') as Record<
      string,
      { access_token: string }
    >;
    const token = Object.values(stored)[0]!.access_token;
    const answer = await fetch('/sandbox/acme_sb/api/workers/v1/workers?limit=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await answer.json()) as { data: { id: string }[] };
  });
  await page.getByRole('textbox', { name: /^id \(path\)/ }).fill(list.data[0]!.id);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(/^200/)).toBeVisible();
  await expect(page.getByText('"formatted"').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Python' }).click();
  await expect(page.getByText(/requests\.get/)).toBeVisible();
  await expect(page.getByText(/TENANT_TOKEN/).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/rest.png`, { fullPage: true });

  // An unknown worker is the sandbox's 404, shown as it came.
  await page.getByRole('textbox', { name: /^id \(path\)/ }).fill('../../admin');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('This value cannot be used in a path.')).toBeVisible();
  await page.getByRole('textbox', { name: /^id \(path\)/ }).fill('NOPE-1');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(/^404/)).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('Given a developer with an API client, when they use it in the REST explorer, then requests go with the client token and the secret is kept nowhere', async ({
  page,
}) => {
  await startSignedIn(page, 'developer@demo.example', '/console/api-clients/create');
  const name = `Explorer client ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('checkbox', { name: 'Workers: read' }).check();
  await page.getByRole('combobox', { name: 'Tenants' }).click();
  await page.getByRole('option', { name: 'acme_sb' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create client' }).click();
  const secret = (await page.locator('code', { hasText: /^pcs_/ }).textContent())!;

  await page.goto('/rest-api-explorer?tenant=acme_sb&op=workers.v1.getWorkers');
  await page.getByRole('button', { name: 'Use an API client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Call acme_sb as an API client' });
  await dialog.getByRole('combobox', { name: 'API client' }).click();
  await page.getByRole('option', { name }).click();
  await dialog.getByLabel('Client secret').fill(secret);
  await dialog.getByRole('button', { name: 'Use this client' }).click();
  await expect(page.getByText(new RegExp(`^As ${name} · \\d+ minutes? left$`))).toBeVisible();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('200 OK', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(
    secret,
  );
  // The call was the client's: its last use is now set.
  const clients = await page.evaluate(async () => {
    const orgs = await (await fetch('/auth/v2/organizations/self')).json();
    const primary = orgs.userOrganizations.find(
      (org: { associationType: string }) => org.associationType === 'PRIMARY',
    );
    const answer = await fetch('/auth/v2/clients', {
      headers: { 'x-organization-id': primary.organizationUuid },
    });
    return (await answer.json()).data as { name: string; lastUsedAt: string | null }[];
  });
  expect(clients.find((client) => client.name === name)?.lastUsedAt).not.toBeNull();
});
