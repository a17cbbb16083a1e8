import { expect, type Page, test } from '@playwright/test';
import { invitationsResponseSchema } from '@portal/contracts';
import { firstCompany } from './support/ownApps.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-people';
const INVITED = ['new.hire@example.com', 'second.hire@example.com'];

/** Revokes the invitations this spec sends, so a second run invites the same people again. */
async function revokeInvitations(page: Page) {
  const { organizationId, headers } = await firstCompany(page);
  const base = `/auth/v2/organizations/${organizationId}/invitations`;
  const listed = await page.request.get(base, { headers });
  expect(listed.status(), await listed.text()).toBe(200);
  const { data } = invitationsResponseSchema.parse(await listed.json());
  for (const invitation of data.filter((each) => INVITED.includes(each.email))) {
    const revoked = await page.request.delete(`${base}/${invitation.id}`, { headers });
    expect(revoked.status(), await revoked.text()).toBe(204);
  }
}

test("Given Acme's one admin on /console/users, when they invite people and make a second admin, then the form's rules hold and the admin warning goes", async ({
  page,
}) => {
  await startSignedIn(page, 'admin@demo.example', '/console/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  try {
    await invitesAndASecondAdmin(page);
  } finally {
    await revokeInvitations(page);
  }
});

async function invitesAndASecondAdmin(page: Page) {
  const warning = page.getByText('Two admins are recommended.', { exact: false });
  await expect(warning).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('Ada Admin');
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/users.png`, { fullPage: true });

  // The user form: the same email twice is refused before anything is sent.
  await page.getByRole('button', { name: 'Invite users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite users' });
  await dialog.getByRole('button', { name: 'Add another person' }).click();
  const first = dialog.getByRole('group', { name: 'Person 1' });
  const second = dialog.getByRole('group', { name: 'Person 2' });
  for (const person of [first, second]) {
    await person.getByRole('textbox', { name: 'Email' }).fill('new.hire@example.com');
    await person.getByRole('textbox', { name: 'First name' }).fill('Noa');
    await person.getByRole('textbox', { name: 'Last name' }).fill('Hire');
  }
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(second.getByText("You've already entered this email.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/invite.png`, { fullPage: true });
  await second.getByRole('textbox', { name: 'Email' }).fill('second.hire@example.com');
  await second.getByRole('checkbox', { name: 'Developer' }).check();
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog).toBeHidden();
  const pending = page.getByRole('row').filter({ hasText: 'second.hire@example.com' });
  await expect(pending).toContainText('Developer');

  // A second admin: the warning goes; taking the role back brings it back.
  const sam = page.getByRole('row').filter({ hasText: 'specialist@demo.example' });
  await sam.getByRole('button', { name: 'Change roles of Sam Specialist' }).click();
  const roles = page.getByRole('dialog', { name: 'Roles of Sam Specialist' });
  await expect(roles.getByRole('checkbox', { name: 'Developer Support Contact' })).toHaveCount(0);
  await roles.getByRole('checkbox', { name: 'Admin' }).check();
  await roles.getByRole('button', { name: 'Save' }).click();
  await expect(roles).toBeHidden();
  await expect(warning).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'specialist@demo.example' })).toContainText('Admin');
  await screenshot(page, `${SHOTS}/two-admins.png`, { fullPage: true });

  await page
    .getByRole('row')
    .filter({ hasText: 'specialist@demo.example' })
    .getByRole('button', { name: 'Change roles of Sam Specialist' })
    .click();
  await roles.getByRole('checkbox', { name: 'Admin' }).uncheck();
  await roles.getByRole('button', { name: 'Save' }).click();
  await expect(roles).toBeHidden();
  await expect(warning).toBeVisible();
}

test("Given Acme's admin, when they open Entitlements from the account menu, then each limit shows against its use", async ({
  page,
}) => {
  await startSignedIn(page, 'admin@demo.example', '/console/users');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Entitlements' }).click();
  await expect(page.getByRole('heading', { name: 'Entitlements', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Development tenants/ })).toContainText('5');
  await expect(page.getByRole('rowheader', { name: 'extendessentials' })).toBeVisible();
  // The provider's restricted programme is Acme's, but not shown to it.
  await expect(page.getByText('ML APIs Early Adopter Program')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/entitlements.png`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${SHOTS}/entitlements-narrow.png`, { fullPage: true });
});
