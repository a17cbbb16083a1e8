import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/identityStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';
import { demoVersion, lifecycleApp, stubLifecycleApi } from './lifecycleTestApi.ts';

const renderPage = () =>
  renderPortal({
    path: `/console/apps/view/${lifecycleApp.id}/lifecycle`,
  });

/** The card of one version, found by its heading. */
async function card(number = 1) {
  const heading = await screen.findByRole('heading', { name: new RegExp(`\\(#${number}\\)$`) });
  return heading.closest<HTMLElement>('.mantine-Card-root')!;
}

const button = (within_: HTMLElement, name: string) => within(within_).getByRole('button', { name });

describe('app lifecycle page: actions per stage', { timeout: 20_000 }, () => {
  it('offers promotion and deploy in Development, and says why review and Production are not open', async () => {
    stubLifecycleApi();
    renderPage();
    const version = await card();
    expect(within(version).getByText('Development')).toBeInTheDocument();
    expect(within(version).getByText('Not reviewed')).toBeInTheDocument();
    for (const name of ['Promote to Implementation', 'Promote to Sandbox', 'Deploy'])
      expect(button(version, name)).toBeEnabled();
    expect(button(version, 'Submit for review')).toBeDisabled();
    expect(button(version, 'Submit for review')).toHaveAccessibleDescription(
      'A version is reviewed once, in Implementation or Sandbox.',
    );
    expect(button(version, 'Promote to Production')).toHaveAccessibleDescription(
      'A version must be certified in Implementation or Sandbox before Production.',
    );
    // A developer has no apps.certify: the reason is the permission, whatever the stage.
    expect(button(version, 'Certify')).toHaveAccessibleDescription('You need permission to certify apps.');
  });

  it('offers review in Implementation, certify once in review (to those allowed), then Production', async () => {
    stubLifecycleApi({
      permissions: ['apps.read', 'apps.write', 'apps.deploy', 'apps.certify', 'tenants.read'],
      versions: [
        demoVersion({ number: 3, environment: 'Sandbox', reviewState: 'CERTIFIED' }),
        demoVersion({ number: 2, environment: 'Implementation', reviewState: 'IN_REVIEW' }),
        demoVersion({ number: 1, environment: 'Implementation' }),
      ],
    });
    renderPage();
    const certified = await card(3);
    expect(button(certified, 'Promote to Production')).toBeEnabled();
    expect(button(certified, 'Certify')).toBeDisabled();
    expect(button(certified, 'Promote to Sandbox')).toHaveAccessibleDescription(
      'Only a Development version moves to Sandbox.',
    );
    const inReview = await card(2);
    expect(button(inReview, 'Certify')).toBeEnabled();
    expect(button(inReview, 'Submit for review')).toBeDisabled();
    const implementation = await card(1);
    expect(button(implementation, 'Submit for review')).toBeEnabled();
    expect(button(implementation, 'Certify')).toHaveAccessibleDescription(
      'Only a version in review can be certified.',
    );
  });

  it('disables everything while the build has not succeeded, and on a retired app', async () => {
    stubLifecycleApi({ versions: [demoVersion({ status: 'FAILED' })] });
    const first = renderPage();
    const failed = await card();
    for (const action of within(failed).getAllByRole('button')) expect(action).toBeDisabled();
    for (const name of ['Promote to Sandbox', 'Deploy'])
      expect(button(failed, name)).toHaveAccessibleDescription('The latest build must have succeeded.');
    first.unmount();
    stubLifecycleApi({ app: { ...lifecycleApp, retiredAt: '2026-11-20T10:00:00.000Z' } });
    renderPage();
    const retired = await card();
    expect(button(retired, 'Deploy')).toHaveAccessibleDescription('The app is retired: unretire it first.');
  });

  it('offers nothing to a user who may not deploy, saying so', async () => {
    stubLifecycleApi({ permissions: ['apps.read'] });
    renderPage();
    const version = await card();
    expect(button(version, 'Deploy')).toHaveAccessibleDescription('You need permission to deploy apps.');
    expect(button(version, 'Submit for review')).toHaveAccessibleDescription(
      'You need permission to change apps.',
    );
  });
});

describe('app lifecycle page: requests and answers', { timeout: 20_000 }, () => {
  const promotePath = `/apphub/v1/versions/${demoVersion().id}/promote`;

  it('promotes to Sandbox with the right request, then shows the new stage', async () => {
    let environment: 'Development' | 'Sandbox' = 'Development';
    const api = stubLifecycleApi({
      handlers: {
        [`GET /apphub/v1/apps/${lifecycleApp.id}/versions`]: () =>
          json({ total: 1, data: [demoVersion({ environment })] }),
        [`POST ${promotePath}`]: () => {
          environment = 'Sandbox';
          return json(demoVersion({ environment }));
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(button(await card(), 'Promote to Sandbox'));
    expect(await screen.findByText('Version 1.0.0 was promoted.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${promotePath}`).map((c) => c.body)).toEqual([{ to: 'Sandbox' }]);
    // The versions are read again: the card shows the new stage, and Sandbox offers review.
    await waitFor(async () => expect(button(await card(), 'Submit for review')).toBeEnabled());
    expect(within(await card()).getByText('Sandbox')).toBeInTheDocument();
  });

  it('asks before promoting to Production, and sends nothing when cancelled', async () => {
    const api = stubLifecycleApi({
      permissions: ['apps.read', 'apps.deploy', 'tenants.read'],
      versions: [demoVersion({ environment: 'Implementation', reviewState: 'CERTIFIED' })],
      handlers: {
        [`POST ${promotePath}`]: () => json(demoVersion({ environment: 'Production' })),
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(button(await card(), 'Promote to Production'));
    let dialog = await screen.findByRole('dialog', { name: 'Promote to Production' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(`POST ${promotePath}`)).toHaveLength(0);
    await user.click(button(await card(), 'Promote to Production'));
    dialog = await screen.findByRole('dialog', { name: 'Promote to Production' });
    await user.click(within(dialog).getByRole('button', { name: 'Promote to Production' }));
    await waitFor(() => expect(api.callsTo(`POST ${promotePath}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${promotePath}`)[0]!.body).toEqual({ to: 'Production' });
  });

  it("shows the server's reason when it refuses a transition with 409", async () => {
    const reviewPath = `/apphub/v1/versions/${demoVersion().id}/review`;
    stubLifecycleApi({
      versions: [demoVersion({ environment: 'Sandbox' })],
      handlers: {
        [`POST ${reviewPath}`]: () =>
          json({ error: 'conflict', message: 'The version is already in review.' }, 409),
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(button(await card(), 'Submit for review'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The action was refused.');
    expect(alert).toHaveTextContent('The version is already in review.');
  });
});

describe('app lifecycle page: versions and registry states', { timeout: 20_000 }, () => {
  it('says when the app has no versions, and when they cannot be loaded', async () => {
    stubLifecycleApi({ versions: [] });
    const first = renderPage();
    expect(await screen.findByText('The app has no versions yet.')).toBeInTheDocument();
    first.unmount();
    stubLifecycleApi({
      handlers: {
        [`GET /apphub/v1/apps/${lifecycleApp.id}/versions`]: () =>
          json({ error: 'internal', message: 'Database down' }, 500),
      },
    });
    renderPage();
    expect(await screen.findByText('The versions could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
  });

  it('lists where the app runs, asking the registry by reference ID', async () => {
    const api = stubLifecycleApi({
      handlers: {
        'GET /aos/v1/registry': () =>
          json({
            data: [
              {
                id: '00000000-0000-4000-a100-000000000001',
                appId: lifecycleApp.id,
                referenceId: lifecycleApp.referenceId,
                appName: lifecycleApp.name,
                versionId: demoVersion().id,
                version: '1.0.0',
                versionNumber: 1,
                tenant: 'acme_dev',
                environment: 'Development',
                deployedAt: '2026-11-20T10:00:00.000Z',
              },
            ],
          }),
      },
    });
    renderPage();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(/Tenant\s*Environment\s*Version\s*Deployed/);
    expect(rows[1]).toHaveTextContent('acme_dev');
    expect(rows[1]).toHaveTextContent('Development');
    expect(rows[1]).toHaveTextContent('Version 1.0.0 (#1)');
    expect(api.callsTo('GET /aos/v1/registry')[0]!.search).toBe('?referenceId=expense_approval');
  });

  it('says when the app is deployed nowhere, and when the registry fails, with Try again', async () => {
    let fails = true;
    stubLifecycleApi({
      handlers: {
        'GET /aos/v1/registry': () =>
          fails ? json({ error: 'internal', message: 'Registry down' }, 500) : json({ data: [] }),
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('The deployments could not be loaded.')).toBeInTheDocument();
    fails = false;
    const alert = screen
      .getByText('The deployments could not be loaded.')
      .closest<HTMLElement>('[role=alert]')!;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The app is not deployed to any tenant.')).toBeInTheDocument();
  });
});
