import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { LogsView } from './LogsView.tsx';
import { customPreset, json, logRow, stubLogApi } from './logsTestApi.ts';

function renderLogs(search = '', appId?: string) {
  // renderWithProviders mounts the toasts container, as the app does.
  return renderWithProviders(<LogsView appId={appId} />, { path: `/console/analytics/logs${search}` });
}

const DAY = 24 * 60 * 60 * 1000;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();
const customRange = (start: string, end: string) =>
  `?range=custom&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`;

describe('LogsView', () => {
  it('searches with what the link says: preset, range, filters and the fixed app', async () => {
    const api = stubLogApi();
    const filters = [{ column: 'level', condition: 'stringEquals', value: 'error' }];
    const start = '2026-11-20T08:00:00.000Z';
    const end = '2026-11-20T09:00:00.000Z';
    renderLogs(
      `${customRange(start, end)}&preset=App%20Event&filters=${encodeURIComponent(JSON.stringify(filters))}`,
      'payroll-sync',
    );
    await screen.findByText('Line 1');
    expect(api.callsTo('POST /search')[0]?.body).toEqual({
      start,
      end,
      appId: 'payroll-sync',
      preset: 'App Event',
      filters,
    });
  });

  it("leaves the portal's own requests out of All until asked, and keeps the choice in the link", async () => {
    const api = stubLogApi();
    const user = userEvent.setup();
    const { router } = renderLogs('', 'payroll-sync');
    await screen.findByText('Line 1');
    expect(api.callsTo('POST /search')[0]?.body).not.toHaveProperty('portalRequests');
    await user.click(screen.getByRole('switch', { name: /Include the portal's own requests/ }));
    await waitFor(() =>
      expect(api.callsTo('POST /search').at(-1)?.body).toMatchObject({ portalRequests: true }),
    );
    expect(new URLSearchParams(router.state.location.search).get('portal')).toBe('1');
  });

  it('writes a chosen built-in preset into the URL, so the link shares it', async () => {
    stubLogApi();
    // Mantine's dropdown transition leaves the list display:none in happy-dom: no pointer check.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderLogs();
    await screen.findByText('Line 1');
    await user.click(screen.getByRole('combobox', { name: 'Preset' }));
    await user.click(await screen.findByRole('option', { name: 'Audit Activity', hidden: true }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('preset')).toBe('Audit Activity'),
    );
  }, 15_000);

  it('says plainly that only the newest 500 lines are shown when the limit was reached', async () => {
    stubLogApi({
      'POST /search': () =>
        json({
          data: Array.from({ length: 500 }, (_, i) => logRow(i)),
          limitReached: true,
          limit: 500,
          earliestDate: null,
          appNames: {},
        }),
    });
    renderLogs();
    expect(
      await screen.findByText(
        'Showing the newest 500 results. Narrow the range or add filters to see older ones.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  }, 20_000); // 500 rows take seconds to render in happy-dom.

  it('does not mention a limit when every match is shown', async () => {
    stubLogApi();
    renderLogs();
    await screen.findByText('Line 1');
    expect(screen.queryByText(/Showing the newest/)).not.toBeInTheDocument();
  });

  it("shows each line's app by its name, keeping the id for an app the answer does not name", async () => {
    stubLogApi({
      'POST /search': () =>
        json({
          data: [logRow(1), { ...logRow(2), appId: 'gone-app' }],
          limitReached: false,
          limit: 500,
          earliestDate: null,
          appNames: { 'payroll-sync': 'Payroll Sync' },
        }),
    });
    renderLogs();
    const table = await screen.findByRole('table', { name: 'Log lines, newest first' });
    expect(await within(table).findByRole('cell', { name: 'Payroll Sync' })).toHaveAttribute(
      'title',
      'payroll-sync',
    );
    expect(within(table).getByRole('cell', { name: 'gone-app' })).toBeInTheDocument();
  });

  it('shows the earliest date with data and an empty state', async () => {
    stubLogApi({
      'POST /search': () =>
        json({ data: [], limitReached: false, limit: 500, earliestDate: null, appNames: {} }),
    });
    renderLogs();
    expect(await screen.findByText(/No logs match this search/)).toBeInTheDocument();
    expect(await screen.findByText(/^Logs available from Oct 2\d, 2026/)).toBeInTheDocument();
  });

  it("shows the server's 400 message and searches again on retry", async () => {
    const api = stubLogApi({
      'POST /search': () => json({ error: 'bad_request', message: 'Unknown column: colour.' }, 400),
    });
    const user = userEvent.setup();
    renderLogs();
    expect(await screen.findByText('Unknown column: colour.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('POST /search')).toHaveLength(2));
  });

  it('says under the value that a lookbehind is not a valid RE2 regular expression', async () => {
    stubLogApi();
    const user = userEvent.setup();
    const filters = [{ column: 'message', condition: 'stringMatch', value: 'timeout' }];
    renderLogs(`?filters=${encodeURIComponent(JSON.stringify(filters))}`);
    const value = await screen.findByRole('combobox', { name: 'Value (filter 1)' });
    expect(screen.queryByText('Value must be a valid regular expression.')).not.toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '(?<=a)b');
    expect(await screen.findByText('Value must be a valid regular expression.')).toBeInTheDocument();
  });

  it('does not search with a text value for a number condition', async () => {
    const api = stubLogApi();
    const user = userEvent.setup();
    const filters = [{ column: 'status', condition: 'numberGreaterThan', value: '' }];
    renderLogs(`?filters=${encodeURIComponent(JSON.stringify(filters))}`);
    await screen.findByText('Line 1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a value to compare status with.')).toBeInTheDocument();
    expect(api.callsTo('POST /search')).toHaveLength(1);
  });

  it.each([
    ['an end before the start', iso(-2 * DAY), iso(-3 * DAY), 'The end must not be before the start.'],
    ['a future end', iso(-DAY), iso(DAY), 'Dates and times in the future are not allowed.'],
    ['a start more than 30 days back', iso(-40 * DAY), iso(-DAY), 'The start can be at most 30 days back.'],
  ])('explains %s under the date fields', async (_, start, end, message) => {
    stubLogApi();
    renderLogs(customRange(start, end));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says it is the time that is wrong when the end is earlier on the same day', async () => {
    stubLogApi();
    const day = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    renderLogs(customRange(`${day}T10:00:00.000Z`, `${day}T09:00:00.000Z`));
    expect(
      await screen.findByText('On the same day, the end time must not be before the start time.'),
    ).toBeInTheDocument();
  });
});

describe('LogsView presets', () => {
  it("shows the server's 409 under the name when a preset with that name exists", async () => {
    stubLogApi({
      'POST /presets': () =>
        json({ error: 'conflict', message: 'A preset with this name already exists' }, 409),
    });
    const user = userEvent.setup();
    renderLogs();
    await user.click(await screen.findByRole('button', { name: 'Save as preset' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Preset name/ }), 'Errors');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A preset with this name already exists')).toBeInTheDocument();
  });

  it("refuses a built-in preset's name before sending anything", async () => {
    const api = stubLogApi({});
    const user = userEvent.setup();
    renderLogs();
    await user.click(await screen.findByRole('button', { name: 'Save as preset' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Preset name/ }), 'remote api');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('That name belongs to a built-in preset. Choose another name.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /presets')).toHaveLength(0);
  });

  it('saves the view with its filters, the range when asked, and the table layout', async () => {
    const api = stubLogApi({ 'POST /presets': () => json(customPreset({ name: 'Errors' }), 201) });
    const user = userEvent.setup();
    renderLogs(
      '?range=1h&filters=%5B%7B%22column%22%3A%22level%22%2C%22condition%22%3A%22stringEquals%22%2C%22value%22%3A%22error%22%7D%5D',
    );
    await user.click(await screen.findByRole('button', { name: 'Save as preset' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Preset name/ }), 'Errors');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include the date range' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /presets')).toHaveLength(1));
    expect(api.callsTo('POST /presets')[0]?.body).toMatchObject({
      name: 'Errors',
      includeDateRange: true,
      dateRange: { kind: 'relative', preset: '1h' },
      filters: [{ column: 'level', condition: 'stringEquals', value: 'error' }],
      layout: { columns: expect.arrayContaining(['date', 'message']) },
    });
  });

  it('deletes a preset only after confirmation', async () => {
    const preset = customPreset();
    const api = stubLogApi({
      'GET /presets': () => json({ total: 1, data: [preset] }),
      'DELETE /presets/:id': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderLogs(`?presetId=${preset.id}&preset=Remote%20API`);
    await user.click(await screen.findByRole('button', { name: 'Delete preset' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText("Delete the preset 'Slow calls'? This cannot be undone."),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /presets/:id')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /presets/:id')).toHaveLength(1));
  });

  it('says so when a preset cannot be deleted', async () => {
    const preset = customPreset();
    stubLogApi({
      'GET /presets': () => json({ total: 1, data: [preset] }),
      'DELETE /presets/:id': () => json({ error: 'internal', message: 'boom' }, 500),
    });
    const user = userEvent.setup();
    renderLogs(`?presetId=${preset.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete preset' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete preset.')).toBeInTheDocument();
  });

  it('says so when a preset cannot be updated', async () => {
    const preset = customPreset();
    stubLogApi({
      'GET /presets': () => json({ total: 1, data: [preset] }),
      'PUT /presets/:id': () => json({ error: 'internal', message: 'boom' }, 500),
    });
    const user = userEvent.setup();
    renderLogs(`?presetId=${preset.id}`);
    await user.click(await screen.findByRole('button', { name: 'Update preset' }));
    expect(await screen.findByText('Failed to update preset. Please try again.')).toBeInTheDocument();
  });
});

describe('LogsView downloads', () => {
  it('shows an error toast when the logs of the range cannot be downloaded', async () => {
    const api = stubLogApi({
      'POST /search': ({ body }) =>
        (body as { limit?: number }).limit === 1
          ? json({ error: 'unavailable', message: 'The search took too long' }, 503)
          : json({ data: [logRow(1)], limitReached: false, limit: 500, earliestDate: null, appNames: {} }),
    });
    const user = userEvent.setup();
    renderLogs();
    await screen.findByText('Line 1');
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    expect(await screen.findByText('Unable to download all logs.')).toBeInTheDocument();
    expect(api.callsTo('GET /download')).toHaveLength(0);
  });
});
