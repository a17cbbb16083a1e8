import type { OrchestrationRun } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoApp, developerPermissions, stubAppsApi } from '../../../test/appsTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';
import { demoRunDetail, demoRunId, demoRun as demoRunOf } from './orchestrationsTestApi.ts';

const app = demoApp(3, { name: 'Worker Sync', type: 'INTEGRATION' });
const permissions = [...developerPermissions, 'orchestrations.read', 'orchestrations.write'];
const runId = demoRunId;
const demoRun = (partial: Partial<OrchestrationRun> = {}) => demoRunOf(app.id, partial);
const detail = (partial: Partial<OrchestrationRun> = {}) => demoRunDetail(app.id, partial);

const runs = `/apps/${app.id}/orchestration-runs`;

describe('orchestration activity', { timeout: 20_000 }, () => {
  it('lists runs, filters them by status in the URL, and opens a run with its steps', async () => {
    const { calls } = stubAppsApi(
      {
        [`GET /apps/${app.id}`]: () => json(app),
        [`GET ${runs}`]: ({ url }) =>
          json({ total: 1, data: [demoRun(url.searchParams.get('status') ? {} : { status: 'SUCCEEDED' })] }),
        [`GET ${runs}/${runId}`]: () => json(detail()),
      },
      { permissions },
    );
    renderPortal({ path: `/console/apps/view/${app.id}/orchestration-activity` });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Succeeded')).toBeInTheDocument();
    expect(within(table).getByText('acme_impl')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('status') === 'FAILED')).toBe(true));

    await userEvent.click(
      await within(await screen.findByRole('table')).findByRole('link', { name: /directory_check/ }),
    );
    expect(
      await screen.findByText(
        'Failed at step lookup: GET /api/workers/v1/workers/W-9 answered 404: Worker not found',
      ),
    ).toBeInTheDocument();
    const lookup = screen.getByRole('button', { name: /lookup/ });
    expect(within(lookup).getByText('3 attempts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /fetch/ }));
    expect(await screen.findByText(/"total": 2000/)).toBeVisible();
    // An ended run offers no cancel.
    expect(screen.queryByRole('button', { name: 'Cancel run' })).not.toBeInTheDocument();
    // Its log: the app's logs page narrowed to the run's lines (the range: runLogs.utils.test.ts).
    const log = new URL(
      screen.getByRole('link', { name: "This run's log" }).getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(log.pathname).toBe(`/console/apps/view/${app.id}/logs`);
    expect(JSON.parse(log.searchParams.get('filters') ?? '[]')).toEqual([
      { column: 'runId', condition: 'stringEquals', value: runId },
    ]);
  });

  // docs/product/orchestrations.md ORCH-9: the list once showed the run Running for a moment, from before the
  // run page saw it end.
  it('shows a run its page saw finish as finished on going back, before the list is read again', async () => {
    let listReads = 0;
    stubAppsApi(
      {
        [`GET /apps/${app.id}`]: () => json(app),
        // The first read only: every later one is still on its way when the test looks.
        [`GET ${runs}`]: () =>
          ++listReads === 1
            ? json({ total: 1, data: [demoRun({ status: 'RUNNING', finishedAt: null, durationMs: null })] })
            : new Promise<Response>(() => {}),
        [`GET ${runs}/${runId}`]: () => json(detail({ status: 'SUCCEEDED', error: null, errorStep: null })),
      },
      { permissions },
    );
    renderPortal({ path: `/console/apps/view/${app.id}/orchestration-activity` });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Running')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('link', { name: /directory_check/ }));
    const allRuns = await screen.findByRole('link', { name: 'All runs' });
    expect(screen.getByRole('heading', { name: /directory_check/ }).parentElement).toHaveTextContent(
      'Succeeded',
    );
    await userEvent.click(allRuns);
    const back = await screen.findByRole('table');
    expect(within(back).getByText('Succeeded')).toBeInTheDocument();
    expect(within(back).queryByText('Running')).not.toBeInTheDocument();
    expect(listReads).toBeGreaterThan(1);
  });

  it('launches a run with JSON inputs, refusing bad JSON, and cancels a waiting run after confirmation', async () => {
    let launched: unknown;
    let cancelled = false;
    stubAppsApi(
      {
        [`GET /apps/${app.id}`]: () => json(app),
        [`GET ${runs}`]: () => json({ total: 0, data: [] }),
        [`GET /apps/${app.id}/orchestrations`]: () =>
          json({
            data: [
              {
                orchestration: 'nightly',
                tenant: 'acme_impl',
                versionId: '00000000-0000-4000-e000-000000000001',
                version: '1.0.0',
                trigger: 'schedule',
                inputs: [],
                problem: "Step 'clean' is a script step, which the orchestration engine does not run yet.",
              },
              {
                orchestration: 'nightly',
                tenant: 'acme_dev',
                versionId: '00000000-0000-4000-e000-000000000001',
                version: '1.0.0',
                trigger: 'schedule',
                inputs: [],
                problem: "Step 'clean' is a script step, which the orchestration engine does not run yet.",
              },
              {
                orchestration: 'directory_check',
                tenant: 'acme_impl',
                versionId: '00000000-0000-4000-e000-000000000001',
                version: '1.0.0',
                trigger: 'api',
                inputs: [
                  { name: 'limit', type: 'number', required: true, default: 5 },
                  { name: 'worker', type: 'string', required: false },
                ],
                problem: null,
              },
            ],
          }),
        [`POST ${runs}`]: ({ body }) => {
          launched = body;
          return json(demoRun({ status: 'QUEUED' }), 201);
        },
        [`GET ${runs}/${runId}`]: () =>
          json(detail({ status: cancelled ? 'CANCELLED' : 'WAITING', error: null, errorStep: null })),
        [`POST ${runs}/${runId}/cancel`]: () => {
          cancelled = true;
          return json(demoRun({ status: 'CANCELLED' }));
        },
      },
      { permissions },
    );
    renderPortal({ path: `/console/apps/view/${app.id}/orchestration-activity` });
    expect(await screen.findByText(/No orchestration has run yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run an orchestration' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Orchestration' })).toHaveValue(
        'directory_check on acme_impl (version 1.0.0)',
      ),
    );
    // docs/product/orchestrations.md ORCH-3: each reason once (not once per tenant), the declared inputs with
    // their defaults.
    const notOffered = within(dialog).getByText(/^Not offered: /);
    expect(notOffered.textContent?.match(/Step 'clean'/g)).toHaveLength(1);
    const declared = within(dialog).getByRole('list', { name: 'Declared inputs' });
    expect(
      within(declared)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['limit (number): 5 unless given', 'worker (string): optional']);
    const inputs = within(dialog).getByRole('textbox', { name: 'Inputs (JSON)' });
    expect(inputs).toHaveValue('{\n  "limit": 5\n}');
    await userEvent.clear(inputs);
    await userEvent.type(inputs, '{{"limit": "many"}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The input limit must be a number.');
    expect(launched).toBeUndefined();
    await userEvent.clear(inputs);
    await userEvent.type(inputs, '{{"limit": ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The inputs are not valid JSON.');
    await userEvent.type(inputs, '5}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(launched).toEqual({
        orchestration: 'directory_check',
        tenant: 'acme_impl',
        inputs: { limit: 5 },
      }),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel run' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this run?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel run' }));
    await waitFor(() => expect(cancelled).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel run' })).not.toBeInTheDocument());
  });

  it('makes a webhook and shows its secret once, rotates it after confirmation, and removes it', async () => {
    const hookId = '00000000-0000-4000-c000-000000000001';
    let hooks: { id: string; orchestration: string; tenant: string; url: string; createdAt: string }[] = [];
    let made = 0;
    let removed = false;
    stubAppsApi(
      {
        [`GET /apps/${app.id}`]: () => json(app),
        [`GET ${runs}`]: () => json({ total: 0, data: [] }),
        [`GET /apps/${app.id}/orchestrations`]: () =>
          json({
            data: [
              {
                orchestration: 'on_hire',
                tenant: 'acme_impl',
                versionId: '00000000-0000-4000-e000-000000000001',
                version: '1.0.0',
                trigger: 'webhook',
                inputs: [],
                problem: null,
              },
            ],
          }),
        [`GET /apps/${app.id}/orchestration-webhooks`]: () => json({ data: hooks }),
        [`POST /apps/${app.id}/orchestration-webhooks`]: () => {
          made++;
          const hook = {
            id: hookId,
            orchestration: 'on_hire',
            tenant: 'acme_impl',
            url: `http://localhost:8080/apphub/v1/hooks/${hookId}`,
            createdAt: '2026-11-01T10:00:00.000Z',
          };
          hooks = [hook];
          return json({ ...hook, secret: `secret-number-${made}` }, 201);
        },
        [`DELETE /apps/${app.id}/orchestration-webhooks/${hookId}`]: () => {
          removed = true;
          hooks = [];
          return new Response(null, { status: 204 });
        },
      },
      { permissions },
    );
    const user = userEvent.setup();
    renderPortal({ path: `/console/apps/view/${app.id}/orchestration-activity` });
    await user.click(await screen.findByRole('button', { name: 'Webhooks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Orchestration webhooks' });
    const target = await within(dialog).findByRole('region', { name: 'on_hire on acme_impl' });
    expect(within(target).getByText('No webhook yet.')).toBeVisible();
    await user.click(within(target).getByRole('button', { name: 'Make webhook' }));
    expect(await within(target).findByText('secret-number-1')).toBeVisible();
    expect(await within(target).findByText(`http://localhost:8080/apphub/v1/hooks/${hookId}`)).toBeVisible();

    await user.click(within(target).getByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate the secret?' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    expect(await within(target).findByText('secret-number-2')).toBeVisible();
    expect(made).toBe(2);

    await user.click(within(target).getByRole('button', { name: 'Remove webhook' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove the webhook?' });
    await user.click(within(remove).getByRole('button', { name: 'Remove webhook' }));
    await waitFor(() => expect(removed).toBe(true));
    expect(await within(target).findByText('No webhook yet.')).toBeVisible();
    expect(within(target).queryByText('secret-number-2')).toBeNull();
  });

  it('shows who may decide a waiting approval, and sends the decision with its comment', async () => {
    const open = {
      stepId: 'review',
      seq: 2,
      role: 'admin',
      // The page may weigh the deadline against now: a day ahead of it, whenever the test runs.
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
      decision: null,
      decidedBy: null,
      decidedAt: null,
      comment: null,
      approvers: ['Ada Admin'],
      mayDecide: true,
    };
    let sent: unknown;
    // The server's run: the decision changes what every later read sees.
    let current: unknown = { ...detail({ status: 'WAITING' }), approvals: [open] };
    stubAppsApi(
      {
        [`GET /apps/${app.id}`]: () => json(app),
        [`GET ${runs}/${runId}`]: () => json(current),
        [`POST ${runs}/${runId}/approval`]: ({ body }) => {
          sent = body;
          current = {
            ...detail({ status: 'RUNNING' }),
            approvals: [
              {
                ...open,
                decision: 'rejected',
                decidedBy: 'Ada Admin',
                decidedAt: new Date().toISOString(),
                comment: 'Not this week.',
                approvers: [],
                mayDecide: false,
              },
            ],
          };
          return json(current);
        },
      },
      { permissions },
    );
    renderPortal({ path: `/console/apps/view/${app.id}/orchestration-activity/${runId}` });
    const approval = await screen.findByRole('region', { name: 'Approval at step review' });
    expect(within(approval).getByText('Who may decide: Ada Admin')).toBeInTheDocument();
    await userEvent.click(within(approval).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject step review?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Not this week.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent).toEqual({ decision: 'reject', comment: 'Not this week.' }));
    expect(await within(approval).findByText(/^Rejected by Ada Admin on /)).toBeInTheDocument();
    expect(within(approval).getByText('Comment: Not this week.')).toBeInTheDocument();
    expect(within(approval).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
