import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoLicense } from '../../../test/appsTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';
import { demoVersion, lifecycleApp, stubLifecycleApi } from '../lifecycle/lifecycleTestApi.ts';
import { demoRun, demoRunDetail, demoRunId } from '../orchestrations/orchestrationsTestApi.ts';

const app = { ...lifecycleApp, type: 'INTEGRATION' as const, organizationName: 'Producer Co' };
const license = demoLicense(1, { appId: app.id, appName: app.name, referenceId: app.referenceId });
const permissions = [
  'apps.read',
  'apps.deploy',
  'tenants.read',
  'orchestrations.read',
  'orchestrations.write',
];
const base = `/apphub/v1/apps/${app.id}`;
const page = `/console/apps/licensed/${app.id}`;

function stub(
  handlers: NonNullable<Parameters<typeof stubLifecycleApi>[0]>['handlers'] = {},
  status = license.status,
) {
  return stubLifecycleApi({
    app,
    permissions,
    handlers: {
      'GET /apphub/v1/licensedApps': () => json({ total: 1, data: [{ ...license, status }] }),
      [`GET ${base}/orchestration-runs`]: () =>
        json({ total: 1, data: [demoRun(app.id, { tenant: 'acme_dev' })] }),
      [`GET ${base}/orchestration-runs/${demoRunId}`]: () =>
        json(demoRunDetail(app.id, { tenant: 'acme_dev' })),
      ...handlers,
    },
  });
}

describe('licensed app view: orchestration activity and deploy', {
  timeout: 20_000,
}, () => {
  it("lists the company's runs with the owned view's list and opens one on the licensed paths", async () => {
    stub();
    const user = userEvent.setup();
    renderPortal({ path: `${page}/orchestration-activity` });
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: app.name })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Orchestration activity', selected: true })).toBeVisible();
    expect(within(table).getByText('acme_dev')).toBeInTheDocument();
    // A licensee launches runs of what it deployed; the orchestration's webhooks are the producer's.
    expect(screen.getByRole('button', { name: 'Run' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Webhooks' })).not.toBeInTheDocument();
    const link = within(table).getByRole('link', { name: /directory_check/ });
    expect(link).toHaveAttribute('href', `${page}/orchestration-activity/${demoRunId}`);
    await user.click(link);
    expect(
      await screen.findByText(
        'Failed at step lookup: GET /api/workers/v1/workers/W-9 answered 404: Worker not found',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All runs' })).toHaveAttribute(
      'href',
      `${page}/orchestration-activity`,
    );
  });

  it('opens a run the licensee launches on the licensed view, not the owned one', async () => {
    stub({
      [`GET ${base}/orchestration-runs`]: () => json({ total: 0, data: [] }),
      [`GET ${base}/orchestrations`]: () =>
        json({
          data: [
            {
              orchestration: 'directory_check',
              tenant: 'acme_dev',
              versionId: demoVersion().id,
              version: '1.0.0',
              trigger: 'manual',
              inputs: [],
              problem: null,
            },
          ],
        }),
      [`POST ${base}/orchestration-runs`]: () => json(demoRun(app.id, { status: 'QUEUED' }), 201),
    });
    const user = userEvent.setup();
    renderPortal({ path: `${page}/orchestration-activity` });
    await user.click(await screen.findByRole('button', { name: 'Run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run an orchestration' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Orchestration' })).toHaveValue(
        'directory_check on acme_dev (version 1.0.0)',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('link', { name: 'All runs' })).toHaveAttribute(
      'href',
      `${page}/orchestration-activity`,
    );
    expect(screen.getByRole('tab', { name: 'Orchestration activity', selected: true })).toBeVisible();
  });

  it('shows Not Found for the activity of a license that has ended', async () => {
    stub({}, 'Expired');
    renderPortal({ path: `${page}/orchestration-activity` });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('deploys the version the license grants to a tenant of the company, then reads the registry again', async () => {
    const granted = demoVersion({ environment: 'Production', reviewState: 'CERTIFIED' });
    const api = stub({
      [`GET ${base}/granted-version`]: () => json({ version: granted }),
      'POST /aos/v1/deploy': () => json({}, 201),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPortal({ path: page });
    expect(await screen.findByText(/Your license lets you deploy version 1.0.0/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Deploy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deploy version 1.0.0' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Tenant' }));
    await user.click(await screen.findByRole('option', { name: /^acme_dev/, hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    expect(await screen.findByText('Version 1.0.0 was deployed.')).toBeInTheDocument();
    expect(api.callsTo('POST /aos/v1/deploy')[0]!.body).toMatchObject({
      versionId: granted.id,
      tenant: 'acme_dev',
      environment: 'Development',
    });
    await waitFor(() => expect(api.callsTo('GET /aos/v1/registry').length).toBeGreaterThan(1));
  });

  it('says there is nothing to deploy while the producer has released no version, and offers no deploy', async () => {
    stub({ [`GET ${base}/granted-version`]: () => json({ version: null }) });
    renderPortal({ path: page });
    expect(await screen.findByText(/has not released a version to Production yet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Deploy' })).not.toBeInTheDocument();
  });

  it('says when a license not yet begun begins, on its activity tab and its overview, without a load error', async () => {
    const api = stub(
      { [`GET ${base}/granted-version`]: () => json({ error: 'not_found', message: 'x' }, 404) },
      'NotStarted',
    );
    renderPortal({ path: `${page}/orchestration-activity` });
    expect(await screen.findByText(/This license begins on/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo(`GET ${base}/orchestration-runs`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(await screen.findByText(/This license has not begun yet/)).toBeVisible();
    expect(screen.getAllByText('Not yet begun')[0]).toBeVisible();
  });
});
