import type { OrgMember } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/identityStub.ts';
import { stubPortalApi } from '../../../test/portalApiStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';

const member = (n: number, roles: OrgMember['roles']): OrgMember => ({
  userUuid: `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`,
  email: `person${n}@example.com`,
  firstName: 'Person',
  lastName: String(n),
  associationType: 'PRIMARY',
  roles,
});
const ada = member(1, ['admin']);
const bo = member(2, ['developer']);

function stub(
  permissions: string[],
  admins = 1,
  extra: Record<string, Parameters<typeof stubPortalApi>[0][string]> = {},
) {
  return stubPortalApi(
    {
      'GET /auth/v1/organizations/[^/]+/users': () => json({ total: 2, data: [ada, bo] }),
      'GET /auth/v2/organizations/[^/]+/admins': () => json({ total: admins }),
      'GET /auth/v2/organizations/[^/]+/invitations': () => json({ data: [] }),
      ...extra,
    },
    { permissions },
  );
}

describe('the users page', () => {
  it('lists members with their roles and warns when the company has one admin', async () => {
    stub(['users.read']);
    renderPortal({ path: '/console/users' });
    expect(await screen.findByRole('cell', { name: 'person2@example.com' })).toBeVisible();
    expect(screen.getByText(/Two admins are recommended. This company has 1 admin/)).toBeVisible();
    // Reading is not managing: no invite, role or remove buttons.
    expect(screen.queryByRole('button', { name: 'Invite users' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change roles of Person 2' })).toBeNull();
  });

  it("names each row's buttons with the words they show, so voice control finds them (axe label-content-name-mismatch)", async () => {
    stub(['users.read', 'users.manage']);
    renderPortal({ path: '/console/users' });
    const row = (await screen.findByRole('cell', { name: 'person2@example.com' })).closest('tr')!;
    const buttons = within(row).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(1);
    for (const button of buttons)
      expect(button).toHaveAccessibleName(expect.stringContaining(button.textContent!.trim()));
  });

  it('shows no warning with two admins', async () => {
    stub(['users.read'], 2);
    renderPortal({ path: '/console/users' });
    expect(await screen.findByRole('cell', { name: 'person2@example.com' })).toBeVisible();
    expect(screen.queryByText(/Two admins are recommended/)).toBeNull();
  });

  it("shows the server's refusal when the last admin would lose the role", async () => {
    stub(['users.read', 'users.manage'], 1, {
      'PUT /auth/v2/organizations/[^/]+/users/[^/]+/roles': () =>
        json({ error: 'conflict', message: 'At least one admin is required.' }, 409),
    });
    renderPortal({ path: '/console/users' });
    await userEvent.click(await screen.findByRole('button', { name: 'Change roles of Person 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Person 1' });
    expect(within(dialog).queryByRole('checkbox', { name: 'System User' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Admin' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Developer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('At least one admin is required.');
  });

  it('refuses the same email twice in the user form without calling the server', async () => {
    const api = stub(['users.read', 'users.manage']);
    renderPortal({ path: '/console/users' });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite users' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add another person' }));
    // Pasted rather than typed: six fields key by key take longer than the test's time.
    const fill = async (field: HTMLElement, value: string) => {
      await userEvent.click(field);
      await userEvent.paste(value);
    };
    for (const name of ['Person 1', 'Person 2']) {
      const person = within(within(dialog).getByRole('group', { name }));
      await fill(person.getByRole('textbox', { name: 'Email' }), 'same@example.com');
      await fill(person.getByRole('textbox', { name: 'First name' }), 'Sam');
      await fill(person.getByRole('textbox', { name: 'Last name' }), 'E');
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText("You've already entered this email.")).toBeVisible();
    expect(api.callsTo('POST /auth/v2/organizations/00000000-0000-4000-8000-000000000001/users')).toEqual([]);
  });

  it('says in the invite form that Member comes ticked, and ticks it', async () => {
    stub(['users.read', 'users.manage']);
    renderPortal({ path: '/console/users' });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite users' }));
    const person = within(await screen.findByRole('group', { name: 'Person 1' }));
    const roles = person.getByRole('group', { name: 'Roles' });
    expect(roles).toHaveAccessibleDescription(
      'Everyone invited starts with Member ticked; untick it to give only the roles you choose.',
    );
    expect(within(roles).getByRole('checkbox', { name: 'Member' })).toBeChecked();
  });
});
