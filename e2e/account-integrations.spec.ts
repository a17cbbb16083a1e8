import { expect, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, signIn } from './support/session.ts';

const SHOTS = '/tmp/shots-account-integrations';

test("Given Acme's admin, when they grant AWS access to a member and reconnect Globex's payroll bridge with one scope, then the users count and the integrations list follow", async ({
  page,
}) => {
  await signIn(page, 'admin@demo.example', '/console/users');
  // The demo world: Ada, Dev and Dana (a collaborator) hold AWS access, 3 of extendessentials' 5.
  await expect(page.getByText('AWS access: 3 of 5 users')).toBeVisible();
  const sam = page.getByRole('switch', { name: 'AWS access for Sam Specialist' });
  await sam.click({ force: true });
  await expect(page.getByText('Sam Specialist now has AWS access.')).toBeVisible();
  await expect(page.getByText('AWS access: 4 of 5 users')).toBeVisible();
  await expect(sam).toBeChecked();
  await page.getByRole('switch', { name: 'AWS access for Dev Developer' }).click({ force: true });
  const remove = page.getByRole('dialog', { name: 'Remove AWS access?' });
  await remove.getByRole('button', { name: 'Remove access' }).click();
  await expect(page.getByText('AWS access: 3 of 5 users')).toBeVisible();
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
  await expect(page.getByText('AWS access: 3 of 5 users')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/users-390.png`, { fullPage: true });
});
