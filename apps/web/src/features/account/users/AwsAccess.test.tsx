import type { AwsAccessSummary, OrgMember } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/identityStub.ts';
import { type ApiHandler, stubPortalApi } from '../../../test/portalApiStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';

const member = (n: number, associationType: OrgMember['associationType']): OrgMember => ({
  userUuid: `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`,
  email: `person${n}@example.com`,
  firstName: 'Person',
  lastName: String(n),
  associationType,
  roles: ['developer'],
});
const ada = member(1, 'PRIMARY');
const bo = member(2, 'COLLABORATOR');
const summary = (maxUsers: number | null): AwsAccessSummary => ({
  maxUsers,
  used: 1,
  data: [
    { userUuid: ada.userUuid, status: 'ACTIVE', grantedBy: null, grantedAt: '2026-11-01T00:00:00.000Z' },
  ],
});
const account = 'bridgenbus/organizations/[^/]+/users/[^/]+/awsAccount';

function stub(permissions: string[], extra: Record<string, ApiHandler> = {}, maxUsers: number | null = 5) {
  return stubPortalApi(
    {
      'GET /auth/v1/organizations/[^/]+/users': () => json({ total: 2, data: [ada, bo] }),
      'GET /auth/v2/organizations/[^/]+/admins': () => json({ total: 2 }),
      'GET /auth/v2/organizations/[^/]+/invitations': () => json({ data: [] }),
      'GET /auth/v1/bridgenbus/organizations/[^/]+/awsAccounts': () => json(summary(maxUsers)),
      ...extra,
    },
    { permissions },
  );
}

describe('AWS access on the users page', () => {
  it('shows each member a switch and the count against the maximum to those with aws.manage', async () => {
    stub(['users.read', 'users.manage', 'aws.manage']);
    renderPortal({ path: '/console/users' });
    expect(await screen.findByText('AWS access: 1 of 5 users')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'AWS access for Person 1' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'AWS access for Person 2' })).not.toBeChecked();
  });

  it('hides the column and the count from those without aws.manage, user managers too', async () => {
    const api = stub(['users.read', 'users.manage']);
    renderPortal({ path: '/console/users' });
    expect(await screen.findByRole('cell', { name: 'person2@example.com' })).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText(/AWS access:/)).toBeNull();
    expect(api.calls.filter((call) => call.path.includes('awsAccounts'))).toEqual([]);
  });

  it('grants at once, and shows the SPEC message with the limit reached as its title on a refusal', async () => {
    const api = stub(['users.read', 'users.manage', 'aws.manage'], {
      [`PUT /auth/v1/${account}`]: () => json({ error: 'conflict', message: 'User limit of 5 reached' }, 409),
    });
    renderPortal({ path: '/console/users' });
    await userEvent.click(await screen.findByRole('switch', { name: 'AWS access for Person 2' }));
    expect(await screen.findByText("Couldn't grant AWS access for Person 2. Try again later.")).toBeVisible();
    expect(screen.getByText('User limit of 5 reached')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'PUT')[0]?.path).toContain(bo.userUuid);
  });

  it('asks before removing, and shows the removal message when the server fails', async () => {
    const api = stub(['users.read', 'users.manage', 'aws.manage'], {
      [`DELETE /auth/v1/${account}`]: () => json({ error: 'internal', message: 'boom' }, 500),
    });
    renderPortal({ path: '/console/users' });
    await userEvent.click(await screen.findByRole('switch', { name: 'AWS access for Person 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove AWS access?' });
    expect(within(dialog).getByText('Person 1 will lose AWS access in this company.')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    expect(
      await screen.findByText("Couldn't remove AWS access for Person 1. Try again later."),
    ).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
