import type { AlertRule } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompanyContext } from '../../../lib/identity/companyContext.ts';
import { acmeCompanyContext } from '../../../test/appsTestApi.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { customPreset, json, stubLogApi } from '../logsTestApi.ts';
import { AlertsDrawer } from './AlertsDrawer.tsx';

// Times relative to now (ten minutes ago as the last evaluation): the history links a window the log
// search accepts only within its 30 days, and a fixed date leaves them (calendarDates.test.ts).
const T0 = Date.now() - 10 * 60_000;
const at = (offsetMs: number) => new Date(T0 + offsetMs).toISOString();

const preset = customPreset();

function alertRule(partial: Partial<AlertRule> = {}): AlertRule {
  return {
    id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    presetId: preset.id,
    presetName: preset.name,
    name: 'Too many slow calls',
    condition: 'above',
    threshold: 10,
    windowMinutes: 15,
    intervalMinutes: 5,
    recipients: { roles: ['admin'], userIds: [] },
    webhookUrl: 'https://hooks.example.com/portal',
    state: 'firing',
    mutedUntil: null,
    lastCount: 42,
    lastEvaluatedAt: at(0),
    createdAt: at(-86_400_000),
    updatedAt: at(-86_400_000),
    ...partial,
  };
}

const renderDrawer = () => renderWithProviders(<AlertsDrawer preset={preset} opened onClose={() => {}} />);

describe('alerts on a preset', () => {
  it("lists the preset's rules with their state and last count", async () => {
    const api = stubLogApi({ 'GET /alerts': () => json({ total: 1, data: [alertRule()] }) });
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Alerts on Slow calls' });
    expect(await within(drawer).findByText('Firing')).toBeInTheDocument();
    expect(within(drawer).getByText('More than 10 lines in 15 min (last count 42)')).toBeInTheDocument();
    expect(api.callsTo('GET /alerts')[0]?.url.searchParams.get('presetId')).toBe(preset.id);
  });

  it('says so when the preset has no rule, and when the rules cannot be loaded', async () => {
    stubLogApi({ 'GET /alerts': () => json({ total: 0, data: [] }) });
    const { unmount } = renderDrawer();
    expect(await screen.findByText('No alert rules on this preset yet.')).toBeInTheDocument();
    unmount();
    stubLogApi({ 'GET /alerts': () => json({ error: 'internal', message: 'boom' }, 500) });
    renderDrawer();
    expect(await screen.findByText('The alert rules could not be loaded.')).toBeInTheDocument();
  });

  it('adds a rule in one form and shows the webhook secret once', async () => {
    let created = false;
    const api = stubLogApi({
      'GET /alerts': () =>
        json({ total: created ? 1 : 0, data: created ? [alertRule({ state: 'ok' })] : [] }),
      'POST /alerts': () => {
        created = true;
        return json({ ...alertRule({ state: 'ok' }), webhookSecret: 'whsec_shown_once' }, 201);
      },
    });
    const user = userEvent.setup();
    renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const form = await screen.findByRole('dialog', { name: 'Add an alert rule' });
    await user.type(within(form).getByRole('textbox', { name: 'Rule name' }), 'Too many slow calls');
    await user.type(
      within(form).getByRole('textbox', { name: /Webhook URL/ }),
      'https://hooks.example.com/portal',
    );
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(api.callsTo('POST /alerts')[0]?.body).toEqual({
      presetId: preset.id,
      name: 'Too many slow calls',
      condition: 'above',
      threshold: 10,
      windowMinutes: 15,
      intervalMinutes: 5,
      recipients: { roles: ['admin'], userIds: [] },
      webhookUrl: 'https://hooks.example.com/portal',
    });
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_shown_once');
  });

  it('notifies chosen members of the company by name, besides roles', async () => {
    const org = acmeCompanyContext.selected!.organizationUuid;
    const dana = { userUuid: '3f2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d', email: 'dana@acme.example' };
    const api = stubLogApi({
      'GET /alerts': () => json({ total: 0, data: [] }),
      [`GET /auth/v1/organizations/${org}/users`]: () =>
        json({
          total: 1,
          data: [
            { ...dana, firstName: 'Dana', lastName: 'Lee', associationType: 'MEMBER', roles: ['developer'] },
          ],
        }),
      'POST /alerts': () => json({ ...alertRule({ state: 'ok', webhookUrl: null }) }, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <CompanyContext.Provider value={acmeCompanyContext}>
        <AlertsDrawer preset={preset} opened onClose={() => {}} />
      </CompanyContext.Provider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const form = await screen.findByRole('dialog', { name: 'Add an alert rule' });
    await user.type(within(form).getByRole('textbox', { name: 'Rule name' }), 'Too many slow calls');
    await user.click(within(form).getByRole('combobox', { name: /Notify these people/ }));
    await user.click(await screen.findByRole('option', { name: 'Dana Lee (dana@acme.example)' }));
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(api.callsTo('POST /alerts')[0]?.body).toMatchObject({
      recipients: { roles: ['admin'], userIds: [dana.userUuid] },
    });
  });

  it("shows the server's reason when a rule is refused", async () => {
    stubLogApi({
      'GET /alerts': () => json({ total: 0, data: [] }),
      'POST /alerts': () =>
        json({ error: 'bad_request', message: 'windowMinutes: The window must be at least 5 minutes.' }, 400),
    });
    const user = userEvent.setup();
    renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const form = await screen.findByRole('dialog', { name: 'Add an alert rule' });
    await user.type(within(form).getByRole('textbox', { name: 'Rule name' }), 'x');
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The window must be at least 5 minutes.',
    );
  });

  it('links each state change to the search of its lines and replays a delivery', async () => {
    const api = stubLogApi({
      'GET /alerts': () => json({ total: 1, data: [alertRule()] }),
      'GET /alerts/:id/history': () =>
        json({
          total: 1,
          data: [
            {
              id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
              fromState: 'ok',
              toState: 'firing',
              count: 42,
              windowStart: at(-15 * 60_000),
              windowEnd: at(0),
              at: at(0),
            },
          ],
        }),
      'GET /alerts/:id/deliveries': () =>
        json({
          total: 1,
          data: [
            {
              id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
              url: 'https://hooks.example.com/portal',
              status: 'failed',
              attempts: 6,
              responseStatus: 500,
              responseMs: 120,
              error: 'The receiver answered 500.',
              replayOf: null,
              createdAt: at(1_000),
              lastAttemptAt: at(10 * 60_000),
            },
          ],
        }),
      'POST /alerts/:id/deliveries/:deliveryId/replay': () =>
        json({ id: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f', status: 'pending' }, 202),
    });
    const user = userEvent.setup();
    renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'History' }));
    const link = await screen.findByRole('link', { name: 'Show the lines' });
    expect(link.getAttribute('href')).toContain(`presetId=${preset.id}`);
    expect(link.getAttribute('href')).toContain(`start=${encodeURIComponent(at(-15 * 60_000))}`);
    await user.click(screen.getByRole('tab', { name: 'Webhook deliveries' }));
    expect(await screen.findByText('The receiver answered 500.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replay' }));
    expect(api.callsTo('POST /alerts/:id/deliveries/:deliveryId/replay')).toHaveLength(1);
  });

  it('fills the webhook URL with a test inbox, made the first time, and saves the rule with it', async () => {
    const inbox = {
      id: '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f80',
      url: 'http://localhost:8080/hooks/v1/inbox/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
      createdAt: at(0),
      received: 0,
      lastReceivedAt: null,
    };
    const api = stubLogApi({
      'GET /alerts': () => json({ total: 0, data: [] }),
      'GET /alert-inboxes': () => json({ total: 0, data: [] }),
      'POST /alert-inboxes': () => json(inbox, 201),
      'POST /alerts': () => json({ ...alertRule({ webhookUrl: inbox.url }), webhookSecret: 'whsec_x' }, 201),
    });
    const user = userEvent.setup();
    renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const form = await screen.findByRole('dialog', { name: 'Add an alert rule' });
    await user.type(within(form).getByRole('textbox', { name: 'Rule name' }), 'To the inbox');
    await user.click(within(form).getByRole('button', { name: 'Use a test inbox' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /Webhook URL/ })).toHaveValue(inbox.url),
    );
    expect(api.callsTo('POST /alert-inboxes')).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(api.callsTo('POST /alerts')[0]?.body).toMatchObject({ webhookUrl: inbox.url });
  });

  it('picks the company’s existing test inbox rather than making another', async () => {
    const url = 'https://portal.example.com/hooks/v1/inbox/ZyXwVuTsRqPoNmLkJiHgFeDcBa987654';
    const api = stubLogApi({
      'GET /alerts': () => json({ total: 0, data: [] }),
      'GET /alert-inboxes': () =>
        json({
          total: 1,
          data: [
            {
              id: '5e6f7a8b-9c0d-4e1f-8a2b-4c5d6e7f8091',
              url,
              createdAt: at(0),
              received: 3,
              lastReceivedAt: at(0),
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const form = await screen.findByRole('dialog', { name: 'Add an alert rule' });
    await user.click(within(form).getByRole('button', { name: 'Use a test inbox' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Webhook URL/ })).toHaveValue(url));
    expect(api.callsTo('POST /alert-inboxes')).toHaveLength(0);
  });

  it('says so beside the button when no inbox can be made', async () => {
    stubLogApi({
      'GET /alerts': () => json({ total: 0, data: [] }),
      'GET /alert-inboxes': () => json({ total: 0, data: [] }),
      'POST /alert-inboxes': () =>
        json(
          {
            error: 'conflict',
            message: 'A company has at most 10 test inboxes: delete one to make another.',
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const form = await screen.findByRole('dialog', { name: 'Add an alert rule' });
    await user.click(within(form).getByRole('button', { name: 'Use a test inbox' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('at most 10 test inboxes');
    expect(within(form).getByRole('textbox', { name: /Webhook URL/ })).toHaveValue('');
  });
});
