import { expect, type Page, test } from '@playwright/test';
import {
  type AwsAccessSummary,
  awsAccessSummarySchema,
  type ThirdPartyIntegration,
  thirdPartyIntegrationsSchema,
} from '@portal/contracts';
import { firstCompany } from './support/ownApps.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-account-integrations';

/** Gives back, or takes back, AWS access until the company's holders are those of `before`. */
async function restoreAwsAccess(
  page: Page,
  company: Awaited<ReturnType<typeof firstCompany>>,
  before: AwsAccessSummary,
) {
  const base = `/auth/v1/bridgenbus/organizations/${company.organizationId}`;
  const now = awsAccessSummarySchema.parse(await (await page.request.get(`${base}/awsAccounts`)).json());
  const held = before.data.map((grant) => grant.userUuid);
  const holding = now.data.map((grant) => grant.userUuid);
  for (const user of holding.filter((u) => !held.includes(u))) {
    const removed = await page.request.delete(`${base}/users/${user}/awsAccount`, {
      headers: company.headers,
    });
    expect(removed.status(), await removed.text()).toBe(204);
  }
  for (const user of held.filter((u) => !holding.includes(u))) {
    const given = await page.request.put(`${base}/users/${user}/awsAccount`, { headers: company.headers });
    expect(given.status(), await given.text()).toBe(200);
  }
}

/** The company's integrations as the API lists them. */
async function integrationsOf(page: Page, company: Awaited<ReturnType<typeof firstCompany>>) {
  const answer = await page.request.get(`/auth/v2/organizations/${company.organizationId}/integrations`, {
    headers: company.headers,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return thirdPartyIntegrationsSchema.parse(await answer.json()).data;
}

/** Connects again, with its scopes and tenants of `before`, each integration the test reconnected otherwise. */
async function restoreIntegrations(
  page: Page,
  company: Awaited<ReturnType<typeof firstCompany>>,
  before: ThirdPartyIntegration[],
) {
  const base = `/auth/v2/organizations/${company.organizationId}/integrations`;
  const now = await integrationsOf(page, company);
  const same = (a: ThirdPartyIntegration, b: ThirdPartyIntegration) =>
    [...a.scopes].sort().join() === [...b.scopes].sort().join() &&
    a.tenants
      .map((t) => t.id)
      .sort()
      .join() ===
      b.tenants
        .map((t) => t.id)
        .sort()
        .join();
  for (const was of before) {
    const is = now.find((integration) => integration.clientId === was.clientId);
    if (is && same(is, was)) continue;
    if (is) {
      const gone = await page.request.delete(`${base}/${is.id}`, { headers: company.headers });
      expect(gone.status(), await gone.text()).toBe(204);
    }
    const connected = await page.request.post(base, {
      headers: company.headers,
      data: { clientId: was.clientId, scopes: was.scopes, tenantIds: was.tenants.map((t) => t.id) },
    });
    expect(connected.status(), await connected.text()).toBe(201);
  }
}

test("Given Acme's admin, when they grant AWS access to a member and reconnect Globex's payroll bridge with one scope, then the users count and the integrations list follow", async ({
  page,
}) => {
  await startSignedIn(page, 'admin@demo.example', '/console/users');
  // The demo world: Ada, Dev and Dana (a collaborator) hold AWS access, 3 of extendessentials' 5. The
  // counts below are read against what the company holds when the test starts, and the holders are put
  // back at its end, so the specs that read Acme's users find them as seeded.
  const company = await firstCompany(page);
  const holders = `/auth/v1/bridgenbus/organizations/${company.organizationId}/awsAccounts`;
  const before = awsAccessSummarySchema.parse(await (await page.request.get(holders)).json());
  // Globex's payroll bridge is reconnected below with one scope; its scopes and tenants are put back too.
  const integrationsBefore = await integrationsOf(page, company);
  const count = (used: number) => `AWS access: ${used} of ${before.maxUsers} users`;
  await expect(page.getByText(count(before.used))).toBeVisible();
  try {
    const sam = page.getByRole('switch', { name: 'AWS access for Sam Specialist' });
    await sam.click({ force: true });
    await expect(page.getByText('Sam Specialist now has AWS access.')).toBeVisible();
    await expect(page.getByText(count(before.used + 1))).toBeVisible();
    await expect(sam).toBeChecked();
    await page.getByRole('switch', { name: 'AWS access for Dev Developer' }).click({ force: true });
    const remove = page.getByRole('dialog', { name: 'Remove AWS access?' });
    await remove.getByRole('button', { name: 'Remove access' }).click();
    await expect(page.getByText(count(before.used))).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/users-1280.png`, { fullPage: true });

    await page.goto('/console/account/third-party-integrations');
    await expect(page.getByText('Globex payroll bridge')).toBeVisible();
    const clientId = (await page.getByText(/^Client ID: /).innerText()).replace('Client ID: ', '');
    await page.getByRole('button', { name: 'Disconnect Globex payroll bridge' }).click();
    await page
      .getByRole('dialog', { name: 'Disconnect this integration?' })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await expect(page.getByText('No integration is connected.')).toBeVisible();

    await page.getByRole('button', { name: 'Connect an integration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect an integration' });
    await dialog.getByRole('textbox', { name: /Client ID/ }).fill(clientId);
    await dialog.getByRole('button', { name: 'Look up' }).click();
    await expect(dialog.getByText('Globex payroll bridge, owned by Globex Apps.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'workers.write' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'organizations.read' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'acme_sb' }).check();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: 'acme_sb' })).toBeVisible();
    await expect(page.getByText('workers.write')).toBeHidden();
    await screenshot(page, `${SHOTS}/integrations-1280.png`, { fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/integrations-390.png`, { fullPage: true });
    await page.goto('/console/users');
    await expect(page.getByText(count(before.used))).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/users-390.png`, { fullPage: true });
  } finally {
    await restoreAwsAccess(page, company, before);
    await restoreIntegrations(page, company, integrationsBefore);
  }
});
