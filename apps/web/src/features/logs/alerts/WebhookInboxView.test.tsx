import type { WebhookInbox, WebhookInboxRequest } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { json, stubLogApi } from '../logsTestApi.ts';
import { WebhookInboxView } from './WebhookInboxView.tsx';

// Relative to now: no fixed date compared with the clock (calendarDates.test.ts).
const at = (agoMs: number) => new Date(Date.now() - agoMs).toISOString();

const inbox: WebhookInbox = {
  id: '6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f809102',
  url: 'http://localhost:8080/hooks/v1/inbox/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  createdAt: at(3_600_000),
  received: 2,
  lastReceivedAt: at(60_000),
};

function received(partial: Partial<WebhookInboxRequest>): WebhookInboxRequest {
  return {
    id: '7a8b9c0d-1e2f-4a3b-8c4d-6e7f80910213',
    receivedAt: at(60_000),
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-signature': 'v1=abc' },
    body: '{"type":"log_alert.state_changed","count":3}',
    bodyBytes: 44,
    bodyTruncated: false,
    ruleId: '8b9c0d1e-2f3a-4b4c-9d5e-7f8091021324',
    deliveryId: '9c0d1e2f-3a4b-4c5d-8e6f-809102132435',
    signatureVerified: true,
    ...partial,
  };
}

const renderView = (canManage = true) => renderWithProviders(<WebhookInboxView canManage={canManage} />);

describe('the test inbox view', () => {
  it('lists what the inbox received, newest first, each opening on its headers and body by keyboard', async () => {
    stubLogApi({
      'GET /alert-inboxes': () => json({ total: 1, data: [inbox] }),
      'GET /alert-inboxes/:inboxId/requests': () =>
        json({
          total: 2,
          data: [
            received({}),
            received({
              id: '0d1e2f3a-4b5c-4d6e-9f70-910213243546',
              receivedAt: at(120_000),
              signatureVerified: false,
              ruleId: null,
              deliveryId: null,
              body: 'x'.repeat(10),
              bodyBytes: 70_000,
              bodyTruncated: true,
            }),
          ],
        }),
    });
    const user = userEvent.setup();
    renderView();
    expect(await screen.findByText(inbox.url)).toBeInTheDocument();
    expect(await screen.findByText('Requests kept: 2, newest first.')).toBeInTheDocument();
    const [newest, older] = screen.getAllByRole('button', { name: /^POST received/ });
    expect(within(newest!).getByText('Signature verified')).toBeInTheDocument();
    expect(within(older!).getByText('Signature not verified')).toBeInTheDocument();

    // Each control opens its own panel (aria-controls); the panels stay in the page, closed.
    const panelOf = (control: HTMLElement) =>
      document.getElementById(control.getAttribute('aria-controls')!)!;
    newest!.focus();
    await user.keyboard('{Enter}');
    expect(newest).toHaveAttribute('aria-expanded', 'true');
    expect(await within(panelOf(newest!)).findByText(/x-portal-signature: v1=abc/)).toBeVisible();
    expect(within(panelOf(newest!)).getByText(/"type": "log_alert.state_changed"/)).toBeVisible();
    await user.keyboard('{Tab}{Enter}');
    expect(older).toHaveAttribute('aria-expanded', 'true');
    expect(
      await within(panelOf(older!)).findByText('The body was 70000 bytes: its first 64 KB are kept.'),
    ).toBeVisible();
  });

  it('says when nothing was received yet', async () => {
    stubLogApi({
      'GET /alert-inboxes': () => json({ total: 1, data: [inbox] }),
      'GET /alert-inboxes/:inboxId/requests': () => json({ total: 0, data: [] }),
    });
    renderView();
    expect(await screen.findByText('Nothing received yet.')).toBeInTheDocument();
  });

  it('offers to make an inbox when the company has none, to those who may', async () => {
    const api = stubLogApi({
      'GET /alert-inboxes': () => json({ total: 0, data: [] }),
      'POST /alert-inboxes': () => json(inbox, 201),
    });
    const user = userEvent.setup();
    const { unmount } = renderView();
    expect(await screen.findByText('Your company has no test inbox yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make a test inbox' }));
    expect(api.callsTo('POST /alert-inboxes')).toHaveLength(1);
    unmount();
    renderView(false);
    expect(await screen.findByText('Your company has no test inbox yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make a test inbox' })).toBeNull();
  });

  it('says so, with a retry, when the inboxes or their requests cannot be loaded', async () => {
    stubLogApi({ 'GET /alert-inboxes': () => json({ error: 'internal', message: 'boom' }, 500) });
    const { unmount } = renderView();
    expect(await screen.findByText('The test inboxes could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
    unmount();
    stubLogApi({
      'GET /alert-inboxes': () => json({ total: 1, data: [inbox] }),
      'GET /alert-inboxes/:inboxId/requests': () => json({ error: 'internal', message: 'boom' }, 500),
    });
    renderView();
    expect(await screen.findByText('What the inbox received could not be loaded.')).toBeInTheDocument();
  });

  it('deletes the inbox after a confirmation', async () => {
    const api = stubLogApi({
      'GET /alert-inboxes': () => json({ total: 1, data: [inbox] }),
      'GET /alert-inboxes/:inboxId/requests': () => json({ total: 0, data: [] }),
      'DELETE /alert-inboxes/:inboxId': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Delete inbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this test inbox?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete inbox' }));
    expect(api.callsTo('DELETE /alert-inboxes/:inboxId')).toHaveLength(1);
  });
});
