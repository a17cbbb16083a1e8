import type { AuditRow } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { jsonAnswer, stubAnalyticsApi } from '../analyticsTestApi.ts';
import { AuditsPage } from './AuditsPage.tsx';

function auditRow(index: number): AuditRow {
  return {
    id: String(index),
    date: new Date(Date.UTC(2026, 10, 21, 12) - index * 60_000).toISOString(),
    actor: '00000000-0000-4000-9000-000000000001',
    actorEmail: 'admin@demo.example',
    action: index % 2 ? 'apps.retire' : 'logs.download',
    target: `app_${index}`,
    appId: null,
    message: `Event ${index}`,
    before: null,
    after: null,
  };
}

/** Stubs the audit page endpoint; `total` rows exist, pages are cut from them. */
function stubAudits(total = 3, status = 200) {
  const api = stubAnalyticsApi({
    '/audits': (url) => {
      if (status !== 200) return jsonAnswer({ error: 'forbidden', message: 'Not allowed.' }, status);
      const start = Number(url.searchParams.get('start'));
      const length = Number(url.searchParams.get('length'));
      const rows = Array.from({ length: total }, (_, i) => auditRow(i)).slice(start, start + length);
      return jsonAnswer({ total, data: rows, actions: ['apps.retire', 'logs.download'] });
    },
  });
  return api.urls;
}

const renderAudits = (search = '') =>
  renderWithProviders(<AuditsPage />, { path: `/console/account/audits${search}` });

describe('AuditsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists who did what, newest first', async () => {
    stubAudits();
    renderAudits();
    const table = await screen.findByRole('table', { name: 'Audit events' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('Event 0')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('admin@demo.example')).toBeInTheDocument();
    expect(screen.getByText('3 audit events')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    stubAudits(0);
    renderAudits();
    expect(await screen.findByText('No audit events match these filters in this range.')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    stubAudits(0, 500);
    renderAudits();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('filters by user and action, in the URL, from the first page', async () => {
    const urls = stubAudits();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderAudits('?page=1');
    await screen.findByRole('table', { name: 'Audit events' });
    await user.type(screen.getByRole('textbox', { name: 'User' }), 'ada');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('user')).toBe('ada'));
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'apps.retire', hidden: true }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('action')).toBe('apps.retire'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('user')).toBe('ada');
    expect(params.get('action')).toBe('apps.retire');
  }, 15_000);

  it('pages through many events', async () => {
    const urls = stubAudits(120);
    const user = userEvent.setup();
    renderAudits();
    await screen.findByText('120 audit events');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('start')).toBe('100'));
    expect(await screen.findByText('Event 100')).toBeInTheDocument();
  });

  it('exports the filtered events through a streamed link after checking they can be read', async () => {
    const urls = stubAudits();
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAudits('?action=apps.retire');
    await screen.findByRole('table', { name: 'Audit events' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    const href = new URL(anchor.href);
    expect(href.pathname).toBe('/observability/v1/audits/export');
    expect(href.searchParams.get('action')).toBe('apps.retire');
    expect(urls.some((url) => url.searchParams.get('length') === '1')).toBe(true);
    click.mockRestore();
  });
});
