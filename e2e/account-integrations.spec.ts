import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signIn } from './support/session.ts';

const SHOTS = '/tmp/shots-account-integrations';
mkdirSync(SHOTS, { recursive: true });

test("Given Acme's admin on /console/users, when they grant AWS access to a member and remove it from another, then the switches and the count follow", async ({
  page,
}) => {
  await signIn(page, 'admin@demo.example', '/console/users');
  // The demo world: Ada, Dev and Dana (a collaborator) hold AWS access, 3 of extendessentials' 5.
  await expect(page.getByText('AWS access: 3 of 5 users')).toBeVisible();
  const sam = page.getByRole('switch', { name: 'AWS access for Sam Specialist' });
  await expect(sam).not.toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/users-1280.png`, fullPage: true });

  await sam.click({ force: true });
  await expect(page.getByText('Sam Specialist now has AWS access.')).toBeVisible();
  await expect(page.getByText('AWS access: 4 of 5 users')).toBeVisible();
  await expect(sam).toBeChecked();

  await page.getByRole('switch', { name: 'AWS access for Dev Developer' }).click({ force: true });
  const dialog = page.getByRole('dialog', { name: 'Remove AWS access?' });
  await dialog.getByRole('button', { name: 'Remove access' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('AWS access: 3 of 5 users')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'AWS access for Dev Developer' })).not.toBeChecked();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/users-390.png`, fullPage: true });
});
