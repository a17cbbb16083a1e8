import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/identityStub.ts';
import { stubPortalApi } from '../../../test/portalApiStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';

const POLICIES = '/apphub/v1/promotion-policies';
const production = { environment: 'Production', requiredApprovals: 2, approverRole: 'admin' };

describe('approvals before promotion on the company account page', { timeout: 20_000 }, () => {
  it('lets a company admin require approvals before Sandbox in a form, and shows the saved rules', async () => {
    let saved = { data: [production] };
    const api = stubPortalApi(
      {
        [`GET ${POLICIES}`]: () => json(saved),
        [`PUT ${POLICIES}`]: (call) => {
          saved = call.body as typeof saved;
          return json(saved);
        },
      },
      { permissions: ['apps.read', 'company.admin'] },
    );
    const user = userEvent.setup();
    renderPortal({ path: '/console/account' });
    const region = await screen.findByRole('region', { name: 'Approvals before promotion' });
    expect(await within(region).findByText('Production: 2 approvals by Admin')).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Change approval rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approvals before promotion' });
    expect(
      within(dialog).getByRole('checkbox', { name: 'Require approvals before Production' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Require approvals before Sandbox' }));
    const count = within(dialog).getByRole('textbox', { name: 'Approvals needed, Sandbox' });
    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`PUT ${POLICIES}`).map((c) => c.body)).toEqual([
      {
        data: [{ environment: 'Sandbox', requiredApprovals: 3, approverRole: 'admin' }, production],
      },
    ]);
    expect(await within(region).findByText('Sandbox: 3 approvals by Admin')).toBeVisible();
  });

  it("shows the server's refusal in the form", async () => {
    stubPortalApi(
      {
        [`GET ${POLICIES}`]: () => json({ data: [] }),
        [`PUT ${POLICIES}`]: () =>
          json({ error: 'forbidden', message: 'You do not have the permission company.admin.' }, 403),
      },
      { permissions: ['apps.read', 'company.admin'] },
    );
    const user = userEvent.setup();
    renderPortal({ path: '/console/account' });
    const region = await screen.findByRole('region', { name: 'Approvals before promotion' });
    expect(await within(region).findByText('No environment requires approvals.')).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Change approval rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approvals before promotion' });
    await user.click(within(dialog).getByRole('button', { name: 'Save rules' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You do not have the permission company.admin.',
    );
  });

  it('shows the rules without a way to change them to members who are not admins, and a load error', async () => {
    stubPortalApi(
      { [`GET ${POLICIES}`]: () => json({ data: [production] }) },
      { permissions: ['apps.read'] },
    );
    const first = renderPortal({ path: '/console/account' });
    const region = await screen.findByRole('region', { name: 'Approvals before promotion' });
    expect(await within(region).findByText('Production: 2 approvals by Admin')).toBeVisible();
    expect(within(region).queryByRole('button', { name: 'Change approval rules' })).toBeNull();
    first.unmount();

    stubPortalApi(
      { [`GET ${POLICIES}`]: () => json({ error: 'internal', message: 'Database down' }, 500) },
      { permissions: ['apps.read'] },
    );
    renderPortal({ path: '/console/account' });
    const failed = await screen.findByRole('region', { name: 'Approvals before promotion' });
    expect(await within(failed).findByText('The approval rules could not be loaded.')).toBeVisible();
  });
});
