import type { License } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { acme, demoLicense } from '../../../test/appsTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { type ApiHandler, stubPortalApi } from '../../../test/portalApiStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';

const BRIGHT = '00000000-0000-4000-8000-000000000002';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const given = (index: number, partial: Partial<License>) =>
  demoLicense(index, {
    producerOrganizationId: acme.organizationUuid,
    producerName: acme.organizationName,
    consumerOrganizationId: BRIGHT,
    consumerName: 'Bright Partners',
    ...partial,
  });
const upcoming = given(1, {
  appName: 'Ledger',
  licenseStart: day(3),
  licenseEnd: null,
  status: 'NotStarted',
});
const active = given(2, { appName: 'Payroll', versionPolicy: 'pinned', pinnedVersion: '1.2.0' });
const LIST = 'GET /auth/v1/organizations/[^/]+/licenses';

function stub(handlers: Record<string, ApiHandler>, permissions = ['apps.read', 'licenses.manage']) {
  return stubPortalApi(
    { [LIST]: () => json({ total: 2, data: [upcoming, active] }), ...handlers },
    { permissions },
  );
}

describe('the licenses page', () => {
  it('lists the licences the company gives: licensee, no end date, not yet begun, pinned version', async () => {
    const api = stub({});
    renderPortal({ path: '/console/account/licenses' });
    expect(await screen.findByRole('cell', { name: /Ledger/ })).toBeVisible();
    expect(screen.getAllByText('Bright Partners')[0]).toBeVisible();
    expect(screen.getAllByText('No end date')[0]).toBeVisible();
    expect(screen.getAllByText('Not yet begun')[0]).toBeVisible();
    expect(screen.getAllByText('Version 1.2.0 only')[0]).toBeVisible();
    expect(api.calls[0]?.url.searchParams.get('role')).toBe('licensor');
  });

  it('says so when the company gives none', async () => {
    stub({ [LIST]: () => json({ total: 0, data: [] }) });
    renderPortal({ path: '/console/account/licenses' });
    expect(
      await screen.findByText('Your company has not licensed any app to another company yet.'),
    ).toBeVisible();
  });

  it('shows the load error with Try again', async () => {
    stub({ [LIST]: () => json({ error: 'internal', message: 'Down.' }, 500) });
    renderPortal({ path: '/console/account/licenses' });
    expect(await screen.findByText('Error loading licenses', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('shows a member without licenses.manage the forbidden view', async () => {
    stub({}, ['apps.read']);
    renderPortal({ path: '/console/account/licenses' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  it("grants a licence to a company found by name, and shows the server's refusal", async () => {
    let refuse = true;
    const api = stub({
      'GET /apphub/v1/apps': () => json({ total: 1, data: [{ id: active.appId, name: 'Payroll' }] }),
      'GET /auth/v1/organizations/[^/]+/licensees': () =>
        json({ data: [{ organizationId: BRIGHT, name: 'Bright Partners' }] }),
      'POST /auth/v1/organizations/[^/]+/licenses': () =>
        refuse
          ? json({ error: 'conflict', message: 'This company already holds a license to this app.' }, 409)
          : json(active, 201),
    });
    renderPortal({ path: '/console/account/licenses' });
    await userEvent.click(await screen.findByRole('button', { name: 'License to a company' }));
    const dialog = await screen.findByRole('dialog', { name: 'License an app to a company' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^App/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Payroll' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Company/ }));
    await userEvent.paste('Bri');
    await userEvent.click(await screen.findByRole('option', { name: 'Bright Partners' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: /version in Production today/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant license' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('already holds a license');
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant license' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(api.callsTo(`POST /auth/v1/organizations/${acme.organizationUuid}/licenses`)[1]?.body).toEqual({
      appId: active.appId,
      consumerOrganizationId: BRIGHT,
      licenseStart: day(0),
      licenseEnd: null,
      versionPolicy: 'pinned',
    });
  });

  it('ends a licence after saying what happens to the licensee deployments', async () => {
    const api = stub({
      'POST /auth/v1/organizations/[^/]+/licenses/[^/]+/end': () =>
        json({ ...active, status: 'Expired', endedAt: new Date().toISOString() }),
    });
    renderPortal({ path: '/console/account/licenses' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'End the license of Payroll to Bright Partners' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /End the license of Payroll/ });
    expect(dialog).toHaveTextContent('it is undeployed from their tenants');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End license' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(
      api.callsTo(`POST /auth/v1/organizations/${acme.organizationUuid}/licenses/${active.id}/end`),
    ).toHaveLength(1);
  });
});
