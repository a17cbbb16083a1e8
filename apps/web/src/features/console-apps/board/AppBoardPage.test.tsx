import type { AppBoard, BoardColumn, VersionDiff } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/identityStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';
import { demoVersion, lifecycleApp, stubLifecycleApi } from '../lifecycle/lifecycleTestApi.ts';

const v1 = demoVersion({ number: 1 });
const v2 = demoVersion({ number: 2 });
const ref = (v: typeof v1) => ({ id: v.id, number: v.number, version: v.version });
const boardPath = `/apphub/v1/apps/${lifecycleApp.id}/board`;
const diffPath = `/apphub/v1/apps/${lifecycleApp.id}/diff`;
const rollbackPath = `/apphub/v1/apps/${lifecycleApp.id}/rollback`;

const column = (
  environment: BoardColumn['environment'],
  partial: Partial<BoardColumn> = {},
): BoardColumn => ({
  environment,
  versions: [],
  tenants: [],
  ...partial,
});

const board: AppBoard = {
  appId: lifecycleApp.id,
  referenceId: lifecycleApp.referenceId,
  columns: [
    column('Development', {
      versions: [v2, v1].map((v) => ({
        ...ref(v),
        buildId: v.latestBuild!.id,
        buildStatus: 'SUCCEEDED',
        createdAt: v.createdAt,
      })),
      tenants: [
        {
          tenant: 'acme_dev',
          current: {
            ...ref(v2),
            deployedBy: 'Dev Developer',
            deployedAt: new Date(Date.now() - 86_400_000).toISOString(),
          },
          previous: ref(v1),
        },
        { tenant: 'acme_dev2', current: null, previous: null },
      ],
    }),
    column('Implementation', { tenants: [{ tenant: 'acme_impl', current: null, previous: null }] }),
    column('Sandbox'),
    column('Production', { tenants: [{ tenant: 'acme_prod', current: null, previous: null }] }),
  ],
};

const diff: VersionDiff = {
  from: ref(v2),
  to: ref(v1),
  files: [
    {
      path: 'pages/home.json',
      change: 'changed',
      fromSize: 120,
      toSize: 100,
      fromSha256: 'a'.repeat(64),
      toSha256: 'b'.repeat(64),
    },
    {
      path: 'scripts/extra.js',
      change: 'removed',
      fromSize: 40,
      toSize: null,
      fromSha256: 'c'.repeat(64),
      toSha256: null,
    },
  ],
  unchangedFiles: 3,
  manifest: [{ key: 'version', change: 'changed', before: '"1.1.0"', after: '"1.0.0"' }],
};

const renderBoard = () => renderPortal({ path: `/console/apps/view/${lifecycleApp.id}/board` });
const section = (name: string) => screen.findByRole('region', { name });

describe('the promotion board', { timeout: 20_000 }, () => {
  it('shows a column per environment with its versions and tenants, who deployed what, when, and before', async () => {
    stubLifecycleApi({ versions: [v2, v1], handlers: { [`GET ${boardPath}`]: () => json(board) } });
    renderBoard();
    const development = await section('Development');
    expect(within(development).getByRole('link', { name: 'Version 1.1.0 (#2)' })).toBeVisible();
    expect(within(development).getByRole('link', { name: 'Version 1.0.0 (#1)' })).toBeVisible();
    const row = within(development).getByText('acme_dev', { selector: 'td div' }).closest('tr')!;
    expect(row).toHaveTextContent('Version 1.1.0 (#2)');
    expect(row).toHaveTextContent(/By Dev Developer, /);
    expect(row).toHaveTextContent('Version 1.0.0 (#1)');
    expect(
      within(row).getByRole('button', { name: 'Roll back acme_dev to Version 1.0.0 (#1)' }),
    ).toBeEnabled();
    // A tenant without the app, or without an earlier version, offers no rollback.
    const empty = within(development).getByText('acme_dev2', { selector: 'td div' }).closest('tr')!;
    expect(empty).toHaveTextContent('Not deployed');
    expect(within(empty).queryByRole('button')).toBeNull();
    expect(within(await section('Sandbox')).getByText('No version is at this stage.')).toBeVisible();
    expect(
      within(await section('Sandbox')).getByText('Your company has no tenant in this environment.'),
    ).toBeVisible();
    expect(await section('Production')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Compare versions' })).toHaveAttribute(
      'href',
      `/console/apps/view/${lifecycleApp.id}/board/compare`,
    );
  });

  it('offers no rollback without apps.deploy, and says why', async () => {
    stubLifecycleApi({
      permissions: ['apps.read', 'tenants.read'],
      handlers: { [`GET ${boardPath}`]: () => json(board) },
    });
    renderBoard();
    const development = await section('Development');
    expect(within(development).queryByRole('button', { name: /^Roll back/ })).toBeNull();
    expect(screen.getByText('You need permission to deploy apps to roll a tenant back.')).toBeVisible();
  });

  it('says when the board cannot be loaded, and loads it again on Try again', async () => {
    let answers = 0;
    stubLifecycleApi({
      handlers: {
        [`GET ${boardPath}`]: () => {
          answers += 1;
          return answers === 1 ? json({ error: 'internal', message: 'Database down.' }, 500) : json(board);
        },
      },
    });
    renderBoard();
    expect(await screen.findByText('The promotion board could not be loaded.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await section('Development')).toBeVisible();
  });
});

describe('the rollback dialog', { timeout: 20_000 }, () => {
  it('shows the diff from the running version to the earlier one, then rolls back and reads the board again', async () => {
    let rolledBack = false;
    const api = stubLifecycleApi({
      handlers: {
        [`GET ${boardPath}`]: () => json(board),
        [`GET ${diffPath}`]: () => json(diff),
        [`POST ${rollbackPath}`]: () => {
          rolledBack = true;
          return json({ data: [] });
        },
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Roll back acme_dev to Version 1.0.0 (#1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll back acme_dev' });
    expect(dialog).toHaveTextContent(
      'acme_dev (Development) runs Version 1.1.0 (#2). Rolling back deploys Version 1.0.0 (#1) there again',
    );
    expect(await within(dialog).findByText('pages/home.json')).toBeVisible();
    expect(within(dialog).getByText('scripts/extra.js').closest('tr')).toHaveTextContent('Removed');
    expect(within(dialog).getByText('version').closest('tr')).toHaveTextContent('Before"1.1.0"After"1.0.0"');
    expect(within(dialog).getByText('3 files are the same in both versions.')).toBeInTheDocument();
    expect(api.callsTo(`GET ${diffPath}`)[0]!.search).toBe(`?from=${v2.id}&to=${v1.id}`);
    const boardReads = api.callsTo(`GET ${boardPath}`).length;

    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(rolledBack).toBe(true));
    expect(api.callsTo(`POST ${rollbackPath}`)[0]!.body).toEqual({ tenant: 'acme_dev' });
    expect(await screen.findByText('acme_dev runs Version 1.0.0 (#1) again.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Roll back acme_dev' })).toBeNull());
    await waitFor(() => expect(api.callsTo(`GET ${boardPath}`).length).toBeGreaterThan(boardReads));
  });

  it('rolls back a whole environment after saying the rule, and names the tenants the server moved', async () => {
    const api = stubLifecycleApi({
      handlers: {
        [`GET ${boardPath}`]: () => json(board),
        [`POST ${rollbackPath}`]: () =>
          json({
            data: [
              {
                tenant: 'acme_dev',
                environment: 'Development',
                from: { id: v2.id, version: '1.1.0', number: 2 },
                to: { id: v1.id, version: '1.0.0', number: 1 },
                deployedAt: new Date().toISOString(),
              },
            ],
          }),
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBoard();
    // Implementation has no tenant with an earlier version: nothing to offer there.
    const implementation = await section('Implementation');
    expect(within(implementation).queryByRole('button', { name: 'Roll back Implementation' })).toBeNull();
    const development = await section('Development');
    await user.click(within(development).getByRole('button', { name: 'Roll back Development' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll back Development?' });
    expect(dialog).toHaveTextContent('Every tenant of Development that runs the version deployed there last');
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('acme_dev (Development) runs its earlier version again.')).toBeVisible();
    expect(api.callsTo(`POST ${rollbackPath}`)[0]!.body).toEqual({ environment: 'Development' });
  });

  it("shows the server's sentence when the rollback is refused, and keeps the dialog open", async () => {
    stubLifecycleApi({
      handlers: {
        [`GET ${boardPath}`]: () => json(board),
        [`GET ${diffPath}`]: () => json(diff),
        [`POST ${rollbackPath}`]: () =>
          json(
            {
              error: 'conflict',
              message: 'The version is in Development: it cannot run in tenants of Production.',
            },
            409,
          ),
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Roll back acme_dev to Version 1.0.0 (#1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll back acme_dev' });
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The version is in Development: it cannot run in tenants of Production.',
    );
  });
});
