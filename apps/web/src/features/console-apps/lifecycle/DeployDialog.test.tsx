import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { availabilityAnswer } from '../../../test/availabilityTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';
import {
  availabilityPath,
  demoTenants,
  demoVersion,
  lifecycleApp,
  stubLifecycleApi,
} from './lifecycleTestApi.ts';

const renderPage = () =>
  renderPortal({
    path: `/console/apps/view/${lifecycleApp.id}/lifecycle`,
  });

/** Opens the deploy dialog of the only version on the page. */
async function openDeploy(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Deploy' }));
  return screen.findByRole('dialog', { name: /^Deploy version/ });
}

const option = (name: RegExp) => screen.findByRole('option', { name, hidden: true });

describe('deploy dialog: the tenant comes from the company tenants', { timeout: 20_000 }, () => {
  it('lists every tenant from appAvailability, disabling those that cannot take the version, with the reason', async () => {
    const version = demoVersion({ environment: 'Implementation' });
    const api = stubLifecycleApi({
      versions: [version],
      handlers: {
        [`GET ${availabilityPath()}`]: () =>
          json(
            availabilityAnswer(
              lifecycleApp.id,
              version.id,
              demoTenants,
              {
                acme_impl: { code: 'regionNotServed' },
                acme_prod: { code: 'stageTooLow' },
                acme_sb: { code: 'entitlementLimit', limit: 2 },
              },
              'scylla:de',
            ),
          ),
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    const dialog = await openDeploy(user);
    await user.click(await within(dialog).findByRole('combobox', { name: 'Tenant' }));
    expect(api.callsTo(`GET ${availabilityPath()}`)[0]!.search).toBe(`?versionId=${version.id}`);
    expect(await option(/^acme_dev \(Development\)/)).not.toHaveAttribute('data-combobox-disabled');
    const implementation = await option(/^acme_impl \(Implementation\)/);
    expect(implementation).toHaveAttribute('data-combobox-disabled', 'true');
    expect(implementation).toHaveTextContent(
      'This app is not available in Americas: apps of Europe are not served there.',
    );
    const production = await option(/^acme_prod \(Production\)/);
    expect(production).toHaveAttribute('data-combobox-disabled', 'true');
    expect(production).toHaveTextContent(
      'The version is in Implementation: it cannot run in tenants of Production.',
    );
    expect(await option(/^acme_sb \(Sandbox\)/)).toHaveTextContent(
      'Your company runs its limit of 2 Extend apps in production.',
    );
    // A disabled tenant cannot be chosen: the deploy asks for a tenant and sends nothing.
    await user.click(implementation);
    await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    expect(await within(dialog).findByText('Choose a tenant.')).toBeInTheDocument();
    expect(api.callsTo('POST /aos/v1/deploy')).toHaveLength(0);
  });

  it("deploys to the chosen tenant in that tenant's environment, then reads the registry again", async () => {
    const api = stubLifecycleApi({
      handlers: {
        'POST /aos/v1/deploy': () => json({}, 201),
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    await screen.findByText('The app is not deployed to any tenant.');
    const dialog = await openDeploy(user);
    await user.click(await within(dialog).findByRole('combobox', { name: 'Tenant' }));
    await user.click(await option(/^acme_dev/));
    await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    expect(await screen.findByText('Version 1.0.0 was deployed.')).toBeInTheDocument();
    expect(api.callsTo('POST /aos/v1/deploy')).toHaveLength(1);
    expect(api.callsTo('POST /aos/v1/deploy')[0]!.body).toMatchObject({
      versionId: demoVersion().id,
      tenant: 'acme_dev',
      environment: 'Development',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET /aos/v1/registry').length).toBeGreaterThan(1));
  });

  it('asks for a tenant before sending anything', async () => {
    const api = stubLifecycleApi();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    const dialog = await openDeploy(user);
    await within(dialog).findByRole('combobox', { name: 'Tenant' });
    await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    expect(await within(dialog).findByText('Choose a tenant.')).toBeInTheDocument();
    expect(api.callsTo('POST /aos/v1/deploy')).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    stubLifecycleApi({
      handlers: {
        'POST /aos/v1/deploy': () => json({ error: 'not_found', message: 'Tenant not found.' }, 404),
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    const dialog = await openDeploy(user);
    await user.click(await within(dialog).findByRole('combobox', { name: 'Tenant' }));
    await user.click(await option(/^acme_dev/));
    await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The version was not deployed.');
    expect(alert).toHaveTextContent('Tenant not found.');
  });

  it('asks to acknowledge a Production tenant before deploying there', async () => {
    const api = stubLifecycleApi({
      versions: [demoVersion({ environment: 'Production', reviewState: 'CERTIFIED' })],
      handlers: { 'POST /aos/v1/deploy': () => json({}, 201) },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    const dialog = await openDeploy(user);
    await user.click(await within(dialog).findByRole('combobox', { name: 'Tenant' }));
    await user.click(await option(/^acme_prod/));
    await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    expect(await within(dialog).findByText('Tick the box to deploy to Production.')).toBeInTheDocument();
    expect(api.callsTo('POST /aos/v1/deploy')).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    await waitFor(() => expect(api.callsTo('POST /aos/v1/deploy')).toHaveLength(1));
    expect(api.callsTo('POST /aos/v1/deploy')[0]!.body).toMatchObject({
      tenant: 'acme_prod',
      environment: 'Production',
    });
  });

  it('says the tenants are loading while the company list is on its way', async () => {
    stubLifecycleApi({ handlers: { [`GET ${availabilityPath()}`]: () => new Promise<Response>(() => {}) } });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    const dialog = await openDeploy(user);
    expect(await within(dialog).findByText("Loading the company's tenants…")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Deploy' })).toBeDisabled();
  });

  it("says 'No tenants' when the company has none, and offers no deploy", async () => {
    stubLifecycleApi({
      handlers: {
        [`GET ${availabilityPath()}`]: () => json(availabilityAnswer(lifecycleApp.id, demoVersion().id, [])),
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    const dialog = await openDeploy(user);
    expect(await within(dialog).findByText('No tenants')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Deploy' })).toBeDisabled();
  });

  it('says the tenants could not be loaded, and tries again', async () => {
    let fails = true;
    stubLifecycleApi({
      handlers: {
        [`GET ${availabilityPath()}`]: () =>
          fails
            ? json({ error: 'forbidden', message: 'Your role in this company does not allow this.' }, 403)
            : json(availabilityAnswer(lifecycleApp.id, demoVersion().id, [])),
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    const dialog = await openDeploy(user);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('There was a problem loading tenants. Reload the page to try again.');
    expect(alert).toHaveTextContent('Your role in this company does not allow this.');
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No tenants')).toBeInTheDocument();
  });
});
