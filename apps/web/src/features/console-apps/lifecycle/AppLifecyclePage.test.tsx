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

/** The card's buttons by name: the next step's actions only, never a disabled one. */
const buttonNames = (within_: HTMLElement) =>
  within(within_)
    .queryAllByRole('button')
    .map((b) => {
      expect(b).toBeEnabled();
      return b.textContent;
    });
const currentStep = (within_: HTMLElement) =>
  within(within_).getByRole('list', { name: 'Stages of this version' }).querySelector('[aria-current="step"]')
    ?.textContent;

describe('app lifecycle page: the stepper and the next action', {
  timeout: 20_000,
}, () => {
  it('shows Development as the current step, with its two promotions and Deploy, and nothing else', async () => {
    stubLifecycleApi();
    renderPage();
    const version = await card();
    expect(within(version).getByText('Development', { selector: '.mantine-Badge-label' })).toBeVisible();
    expect(within(version).getByText('Not reviewed')).toBeInTheDocument();
    expect(currentStep(version)).toBe('1Development (current step)');
    expect(buttonNames(version)).toEqual(['Promote to Implementation', 'Promote to Sandbox', 'Deploy']);
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
    expect(buttonNames(certified)).toEqual(['Promote to Production', 'Deploy']);
    expect(currentStep(certified)).toBe('4Production (current step)');
    const inReview = await card(2);
    expect(buttonNames(inReview)).toEqual(['Certify', 'Deploy']);
    expect(currentStep(inReview)).toBe('3Review and certification (current step)');
    const implementation = await card(1);
    expect(buttonNames(implementation)).toEqual(['Submit for review', 'Deploy']);
    expect(currentStep(implementation)).toBe('2Implementation or Sandbox (current step)');
  });

  it('says once why a version in review cannot be certified by a user without apps.certify', async () => {
    stubLifecycleApi({ versions: [demoVersion({ environment: 'Sandbox', reviewState: 'IN_REVIEW' })] });
    renderPage();
    const version = await card();
    expect(buttonNames(version)).toEqual(['Deploy']);
    expect(within(version).getByText('You need permission to certify apps.')).toBeVisible();
  });

  it('offers no action while the build has not succeeded, or on a retired app, and says why once', async () => {
    stubLifecycleApi({ versions: [demoVersion({ status: 'FAILED' })] });
    const first = renderPage();
    const failed = await card();
    expect(buttonNames(failed)).toEqual([]);
    expect(within(failed).getAllByText('The latest build must have succeeded.')).toHaveLength(1);
    first.unmount();
    stubLifecycleApi({ app: { ...lifecycleApp, retiredAt: '2026-11-20T10:00:00.000Z' } });
    renderPage();
    const retired = await card();
    expect(buttonNames(retired)).toEqual([]);
    expect(within(retired).getAllByText('The app is retired: unretire it first.')).toHaveLength(1);
  });

  it('shows a read-only user the stage and one reason, not a row of disabled buttons', async () => {
    stubLifecycleApi({ permissions: ['apps.read'] });
    renderPage();
    const version = await card();
    expect(within(version).queryAllByRole('button')).toEqual([]);
    expect(within(version).getAllByText('You need permission to deploy apps.')).toHaveLength(1);
    expect(currentStep(version)).toBe('1Development (current step)');
  });

  it('says a version in Production has nothing left to promote, and still offers Deploy', async () => {
    stubLifecycleApi({ versions: [demoVersion({ environment: 'Production', reviewState: 'CERTIFIED' })] });
    renderPage();
    const version = await card();
    expect(buttonNames(version)).toEqual(['Deploy']);
    expect(within(version).getByText(/nothing is left to promote/)).toBeVisible();
    expect(
      within(version).getByRole('list', { name: 'Stages of this version' }).querySelector('[aria-current]'),
    ).toBeNull();
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
