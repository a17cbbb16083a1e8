import type { Company, License } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoLicense } from '../../../test/appsTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { stubPortalApi } from '../../../test/portalApiStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CompanyLicensedAppsTab } from './CompanyLicensedAppsTab.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const company = { organizationUuid: ID, organizationName: 'Zephyr Foods' } as Company;
const held = demoLicense(1, { appName: 'Held App', consumerOrganizationId: ID, licenseEnd: null });
const given: License = demoLicense(2, {
  appName: 'Given App',
  producerOrganizationId: ID,
  producerName: 'Zephyr Foods',
  consumerName: 'Bright Partners',
  status: 'NotStarted',
});

describe("staff's licensed apps tab", () => {
  it('lists the licences the company holds and gives, and ends one after confirming', async () => {
    const api = stubPortalApi(
      {
        [`GET /auth/v1/organizations/${ID}/licenses`]: (call) =>
          json(
            call.url.searchParams.get('role') === 'licensor'
              ? { total: 1, data: [given] }
              : { total: 1, data: [held] },
          ),
        [`POST /auth/v1/organizations/${ID}/licenses/${given.id}/end`]: () =>
          json({ ...given, status: 'Expired', endedAt: new Date().toISOString() }),
      },
      { permissions: [] },
    );
    renderWithProviders(<CompanyLicensedAppsTab company={company} />);
    expect(await screen.findByRole('heading', { name: 'Licenses it holds' })).toBeVisible();
    expect(await screen.findByText('Held App')).toBeVisible();
    expect(screen.getByText('No end date')).toBeVisible();
    expect(await screen.findByText('Given App')).toBeVisible();
    expect(screen.getByText('Not yet begun')).toBeVisible();
    // Staff end a licence; granting is the licensor's own.
    expect(screen.queryByRole('button', { name: 'License to a company' })).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'End the license of Given App to Bright Partners' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /End the license of Given App/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End license' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(api.callsTo(`POST /auth/v1/organizations/${ID}/licenses/${given.id}/end`)).toHaveLength(1);
  });

  it("says 'Error loading licenses' when the held licences cannot be read", async () => {
    stubPortalApi(
      { [`GET /auth/v1/organizations/${ID}/licenses`]: () => json({ error: 'internal', message: 'x' }, 500) },
      { permissions: [] },
    );
    renderWithProviders(<CompanyLicensedAppsTab company={company} />);
    // Both lists: the held ones and the given ones.
    await waitFor(() => expect(screen.getAllByText('Error loading licenses')).toHaveLength(2), {
      timeout: 10_000,
    });
  });
});
