import type { DeploymentEvent, Tenant } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompanyContext } from '../../../lib/identity/companyContext.ts';
import { acme, acmeCompanyContext, demoApp, demoBuild, demoVersion } from '../../../test/appsTestApi.ts';
import { availabilityAnswer } from '../../../test/availabilityTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { type ApiHandler, stubPortalApi } from '../../../test/portalApiStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { DeployTracking } from './DeployTracking.tsx';

const app = demoApp(3, { referenceId: 'expense_approval' });
const version = demoVersion(3, {
  number: 2,
  version: '1.1.0',
  latestBuild: demoBuild(3, { status: 'SUCCEEDED' }),
});
const tenant = (name: string, environment: Tenant['environment']): Tenant => ({
  id: `00000000-0000-4000-a000-00000000000${name.length}`,
  organizationId: acme.organizationUuid,
  name,
  environment,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const deployment = {
  id: '00000000-0000-4000-c000-000000000001',
  appId: app.id,
  referenceId: app.referenceId,
  appName: app.name,
  versionId: version.id,
  version: '1.1.0',
  versionNumber: 2,
  tenant: 'acme_dev',
  environment: 'Development' as const,
  deployedAt: '2026-11-26T10:00:00.000Z',
};
const history: DeploymentEvent[] = [
  { ...deployment, deployedBy: 'Dana Developer', isCurrent: true },
  {
    ...deployment,
    id: '00000000-0000-4000-c000-000000000002',
    version: '1.0.0',
    versionNumber: 1,
    deployedAt: '2026-11-25T10:00:00.000Z',
    deployedBy: null,
    isCurrent: false,
  },
];

const prontoId = '00000000-0000-4000-d000-000000000001';
const pronto = (status: string, extra: object = {}) => ({
  id: prontoId,
  versionId: version.id,
  tenant: 'acme_dev',
  status,
  message: null,
  deployment: null,
  ...extra,
});

function stub(permissions: string[], handlers: Record<string, ApiHandler> = {}) {
  let deployed = false;
  let reads = 0;
  const api = stubPortalApi(
    {
      [`GET /apphub/v1/versions/${version.id}`]: () => json(version),
      'GET /aos/v1/registry': () => json({ data: deployed ? [deployment] : [] }),
      [`GET /apphub/v1/apps/${app.id}/availability`]: () =>
        json(
          availabilityAnswer(app.id, version.id, [
            tenant('acme_dev', 'Development'),
            tenant('acme_prod', 'Production'),
          ]),
        ),
      [`POST /apphub/v1/versions/${version.id}/prontoDeploy`]: () => json(pronto('QUEUED'), 202),
      // Running on the first read, deployed on the next: the panel follows it until it is done.
      [`GET /apphub/v1/prontoStatus/${prontoId}`]: () => {
        reads += 1;
        if (reads < 2) return json(pronto('RUNNING'));
        deployed = true;
        return json(pronto('DEPLOYED', { deployment }));
      },
      'GET /aos/v1/deploy/history': () => json({ data: history }),
      ...handlers,
    },
    { permissions },
  );
  return api;
}

/** Opens the dialog, picks acme_dev and deploys; the dialog, for what it says next. */
async function deployToAcmeDev() {
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole('button', { name: 'Deploy to tenant' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('combobox', { name: /Tenant/ }));
  await user.click(await screen.findByRole('option', { name: /acme_dev/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
  return dialog;
}

const render = () =>
  renderWithProviders(
    <CompanyContext.Provider value={acmeCompanyContext}>
      <DeployTracking app={app} versionId={version.id} />
    </CompanyContext.Provider>,
  );

describe('deploy tracking in the build panel', { timeout: 20_000 }, () => {
  it("deploys the built version to a tenant in one step, follows it, then shows where it runs and the app's deploys there", async () => {
    const api = stub(['apps.read', 'apps.write', 'apps.deploy', 'tenants.read']);
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('This version runs on no tenant yet.')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Deploy to tenant' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('combobox', { name: /Tenant/ }));
    await user.click(await screen.findByRole('option', { name: /acme_dev/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    expect(await screen.findByText('Deploying to acme_dev…')).toBeVisible();
    expect(
      await screen.findByText('This version is deployed to acme_dev.', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(api.callsTo(`POST /apphub/v1/versions/${version.id}/prontoDeploy`)[0]?.body).toEqual({
      tenant: 'acme_dev',
    });
    expect(api.callsTo('POST /aos/v1/deploy')).toHaveLength(0);
    expect(await screen.findByText(/acme_dev \(Development\), since/)).toBeVisible();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'Dana Developer' })).toBeVisible();
    expect(within(table).getByText('Running')).toBeVisible();
    expect(within(table).getByText('Replaced')).toBeVisible();
    expect(within(table).getByRole('cell', { name: 'A former user' })).toBeVisible();
    const [historyCall] = api.callsTo('GET /aos/v1/deploy/history');
    expect(Object.fromEntries(historyCall!.url.searchParams)).toEqual({
      referenceId: 'expense_approval',
      tenant: 'acme_dev',
    });
  });

  it("shows the stage rules' refusal (409) in the dialog", async () => {
    stub(['apps.read', 'apps.deploy', 'tenants.read'], {
      [`POST /apphub/v1/versions/${version.id}/prontoDeploy`]: () =>
        json({ error: 'conflict', message: 'A version must be certified first.' }, 409),
    });
    const dialog = await deployToAcmeDev();
    expect(await within(dialog).findByText('A version must be certified first.')).toBeVisible();
  });

  it("says why a deploy failed once it ran, with the server's sentence", async () => {
    stub(['apps.read', 'apps.deploy', 'tenants.read'], {
      [`GET /apphub/v1/prontoStatus/${prontoId}`]: () =>
        json(pronto('FAILED', { message: 'The app is retired: unretire it first.' })),
    });
    await deployToAcmeDev();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The version was not deployed to acme_dev.');
    expect(alert).toHaveTextContent('The app is retired: unretire it first.');
  });

  it('offers no deploy button to a user without apps.deploy', async () => {
    stub(['apps.read', 'apps.write']);
    render();
    expect(await screen.findByText('This version runs on no tenant yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Deploy to tenant' })).toBeNull();
  });
});
