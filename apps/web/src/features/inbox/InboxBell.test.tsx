import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { InboxBell } from './InboxBell.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('the inbox bell', () => {
  it('words a log alert notice and links it to the lines of its window', async () => {
    const link = '/console/analytics/logs?preset=App%20Event&range=custom&start=a&end=b';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/sub-api/v1/notifications/inbox')
          return json({
            unread: 1,
            data: [
              {
                id: '8d9e0f1a-2b3c-4d5e-8f6a-7b8c9d0e1f2a',
                kind: 'log_alert',
                data: { rule: 'Sync failing', preset: 'Sync errors', state: 'firing', count: '3' },
                link,
                createdAt: new Date(Date.now() - 3_600_000).toISOString(),
                readAt: null,
              },
            ],
          });
        return new Response(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<InboxBell userId="u" organizationId="o" />);
    await user.click(await screen.findByRole('button', { name: 'Open notifications, 1 unread' }));
    const notice = await screen.findByRole('link', {
      name: 'Alert Sync failing is firing: 3 matching lines of the preset Sync errors',
    });
    expect(notice).toHaveAttribute('href', link);
  });

  it('words the promotion notices: the approvers asked, the requester told how it ended', async () => {
    const link = '/console/apps/view/7/lifecycle';
    const notice = (id: string, kind: string, data: Record<string, string>) => ({
      id,
      kind,
      data,
      link,
      createdAt: new Date(Date.now() - 60_000).toISOString(),
      readAt: null,
    });
    const words = { app: 'Expense Approval', version: '1.2.0', environment: 'Production' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/sub-api/v1/notifications/inbox')
          return json({
            unread: 2,
            data: [
              notice('8d9e0f1a-2b3c-4d5e-8f6a-7b8c9d0e1f2b', 'promotion_requested', {
                ...words,
                requester: 'Dana Developer',
              }),
              notice('8d9e0f1a-2b3c-4d5e-8f6a-7b8c9d0e1f2c', 'promotion_ended', {
                ...words,
                state: 'REJECTED',
              }),
            ],
          });
        return new Response(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<InboxBell userId="u" organizationId="o" />);
    await user.click(await screen.findByRole('button', { name: 'Open notifications, 2 unread' }));
    expect(
      await screen.findByRole('link', {
        name: 'Expense Approval: Dana Developer asks to promote version 1.2.0 to Production. Approve or reject it.',
      }),
    ).toHaveAttribute('href', link);
    expect(
      screen.getByRole('link', {
        name: 'Expense Approval: your promotion of version 1.2.0 to Production was rejected',
      }),
    ).toHaveAttribute('href', link);
  });
});
