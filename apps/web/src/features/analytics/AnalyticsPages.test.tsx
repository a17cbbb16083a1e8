import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format/dates.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { AnalyticsAppPage } from './AnalyticsAppPage.tsx';
import { AnalyticsOverviewPage } from './AnalyticsOverviewPage.tsx';
import { AnalyticsPerformancePage } from './AnalyticsPerformancePage.tsx';
import { APP_ID, EARLIEST_DATE, emptyMetrics, jsonAnswer, stubAnalyticsApi } from './analyticsTestApi.ts';

const HOUR = 3_600_000;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

describe('analytics overview', () => {
  it('shows the totals, a text summary of each chart, top apps, own usage and active users', async () => {
    const api = stubAnalyticsApi();
    renderWithProviders(<AnalyticsOverviewPage />, { path: '/console/analytics' });
    expect(
      await screen.findByText(/30 requests and 3 errors in this range, one point per hour/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/2 apps had traffic; the busiest was Expense Tracker with 25 requests/),
    ).toBeVisible();
    const topApps = screen.getByRole('table', { name: 'Top apps' });
    expect(within(topApps).getByRole('link', { name: 'Expense Tracker' })).toHaveAttribute(
      'href',
      `/console/analytics/app/${APP_ID}?range=24h`,
    );
    // An app the portal no longer knows is listed without a link.
    expect(within(topApps).getByText('gone-app').closest('a')).toBeNull();
    expect(await screen.findByText('ada@acme.example')).toBeInTheDocument();
    expect(screen.getByText('Your usage')).toBeInTheDocument();
    // The default range is the last 24 hours.
    const url = api.to('/metrics')[0]!;
    const span = Date.parse(url.searchParams.get('to')!) - Date.parse(url.searchParams.get('from')!);
    expect(span).toBe(24 * HOUR);
  });

  it('adds the copilot figures of the range when the copilot is on', async () => {
    const api = stubAnalyticsApi({
      '/sub-api/v1/copilot/metrics': () =>
        jsonAnswer({
          questions: 40,
          answeredWithSources: 0.9,
          generatedShare: 0,
          feedback: { up: 5, down: 1 },
          latencyMs: { p50: 120, p95: 480 },
        }),
    });
    renderWithProviders(<AnalyticsOverviewPage />, {
      path: '/console/analytics',
      config: { flags: { copilot: true } },
    });
    const figures = await screen.findByRole('region', { name: 'Copilot' });
    expect(within(figures).getByText('40')).toBeInTheDocument();
    expect(within(figures).getByText('90 %')).toBeInTheDocument();
    const url = api.to('/sub-api/v1/copilot/metrics')[0]!;
    expect(url.searchParams.get('start')).toBe(api.to('/metrics')[0]!.searchParams.get('from'));
  });

  it('shows a chart as a data table on request', async () => {
    stubAnalyticsApi();
    const user = userEvent.setup();
    renderWithProviders(<AnalyticsOverviewPage />, { path: '/console/analytics' });
    await screen.findByText(/30 requests and 3 errors/);
    await user.click(screen.getAllByRole('switch', { name: 'Show data table' })[0]!);
    const table = screen.getByRole('table', { name: 'Requests and errors' });
    expect(within(table).getByRole('row', { name: 'Nov 21, 1:00 AM 20 3' })).toBeInTheDocument();
  });

  it('says when the range has no data', async () => {
    stubAnalyticsApi({ '/metrics': () => jsonAnswer(emptyMetrics()) });
    renderWithProviders(<AnalyticsOverviewPage />, { path: '/console/analytics' });
    await waitFor(() =>
      expect(screen.getAllByText('No data in this range.').length).toBeGreaterThanOrEqual(3),
    );
  });

  it("shows the server's reason when the metrics are refused, with a retry", async () => {
    stubAnalyticsApi({
      '/metrics': () =>
        jsonAnswer({ error: 'bad_request', message: 'The start can be at most 30 days back.' }, 400),
    });
    renderWithProviders(<AnalyticsOverviewPage />, { path: '/console/analytics' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The start can be at most 30 days back.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('queries the range the URL names, and asks for nothing while the range is invalid', async () => {
    const api = stubAnalyticsApi();
    const start = iso(-3 * HOUR);
    const end = iso(-HOUR);
    const { unmount } = renderWithProviders(<AnalyticsOverviewPage />, {
      path: `/console/analytics?range=custom&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`,
    });
    await screen.findByText(/30 requests/);
    expect(api.to('/metrics')[0]!.searchParams.get('from')).toBe(start);
    expect(api.to('/metrics')[0]!.searchParams.get('to')).toBe(end);
    unmount();
    const future = stubAnalyticsApi();
    renderWithProviders(<AnalyticsOverviewPage />, {
      path: `/console/analytics?range=custom&start=${encodeURIComponent(start)}&end=${encodeURIComponent(iso(HOUR))}`,
    });
    expect(await screen.findByText('Correct the date range to see the metrics.')).toBeInTheDocument();
    expect(screen.getByText('Dates and times in the future are not allowed.')).toBeInTheDocument();
    // Of the metrics, only the earliest date, which does not depend on the range, is asked for.
    expect(
      future.urls.map((url) => url.pathname).filter((path) => path.startsWith('/observability/')),
    ).toEqual(['/observability/v1/logs/earliest-date']);
  });

  it('asks again when the user picks another range', async () => {
    const api = stubAnalyticsApi();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderWithProviders(<AnalyticsOverviewPage />, { path: '/console/analytics' });
    await screen.findByText(/30 requests/);
    await user.click(screen.getByRole('combobox', { name: 'Date range' }));
    await user.click(await screen.findByRole('option', { name: 'Last 7 days', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=7d'));
    await waitFor(() => expect(api.to('/metrics')).toHaveLength(2));
    const url = api.to('/metrics')[1]!;
    expect(Date.parse(url.searchParams.get('to')!) - Date.parse(url.searchParams.get('from')!)).toBe(
      7 * 24 * HOUR,
    );
  }, 15_000);
});

describe('analytics performance and app pages', () => {
  it('summarises the latency percentiles and the error rate', async () => {
    stubAnalyticsApi();
    renderWithProviders(<AnalyticsPerformancePage />, { path: '/console/analytics/performance' });
    expect(await screen.findByText(/at most 120 ms \(p50\), 95% at most 900 ms/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /10% of the requests failed in this range; the worst point was Nov 21, 1:00 AM at 15%/,
      ),
    ).toBeVisible();
  });

  it("shows one app's metrics with a link to its logs", async () => {
    const api = stubAnalyticsApi();
    renderWithProviders(<AnalyticsAppPage />, {
      path: `/console/analytics/app/${APP_ID}`,
      routes: [{ path: '/console/analytics/app/:id', element: <AnalyticsAppPage /> }],
    });
    expect(await screen.findByText('Metrics of the app Expense Tracker.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Open the app's logs" })).toHaveAttribute(
      'href',
      `/console/apps/view/${APP_ID}/logs`,
    );
    expect(api.to('/metrics')[0]!.searchParams.get('appId')).toBe(APP_ID);
    await waitFor(() => expect(api.to('/earliest-date')[0]?.searchParams.get('appId')).toBe(APP_ID));
  });
});

describe('analytics range and the earliest log line', () => {
  const earliestText = `Logs available from ${formatDateTime(EARLIEST_DATE, 'en')}`;

  it("shows the company's earliest date with data next to the range picker", async () => {
    const api = stubAnalyticsApi();
    renderWithProviders(<AnalyticsPerformancePage />, { path: '/console/analytics/performance' });
    expect(await screen.findByText(earliestText)).toBeInTheDocument();
    expect(api.to('/earliest-date')[0]!.searchParams.has('appId')).toBe(false);
  });

  it('starts a custom range no earlier than the earliest date', async () => {
    stubAnalyticsApi();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderWithProviders(<AnalyticsOverviewPage />, {
      path: '/console/analytics?range=7d',
    });
    await screen.findByText(earliestText);
    await user.click(screen.getByRole('combobox', { name: 'Date range' }));
    await user.click(await screen.findByRole('option', { name: 'Custom', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toContain('range=custom'));
    // Seven days back would be before the first log line: the start moves up to it.
    expect(new URLSearchParams(router.state.location.search).get('start')).toBe(EARLIEST_DATE);
  }, 15_000);

  it('leaves the date out, and stays on the page, when the user may not read logs', async () => {
    stubAnalyticsApi({
      '/logs/earliest-date': () => jsonAnswer({ error: 'forbidden', message: 'Missing logs.read' }, 403),
    });
    const { router } = renderWithProviders(<AnalyticsPerformancePage />, {
      path: '/console/analytics/performance',
    });
    await screen.findByText(/at most 120 ms \(p50\)/);
    expect(screen.queryByText(/Logs available from/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/console/analytics/performance');
  });
});
