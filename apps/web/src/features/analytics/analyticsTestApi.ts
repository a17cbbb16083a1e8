import type { MetricsResponse } from '@portal/contracts';
import { vi } from 'vitest';

type Handler = (url: URL) => Response;

export const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const APP_ID = '3f6c1d2e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

export function metricsAnswer(partial: Partial<MetricsResponse> = {}): MetricsResponse {
  return {
    from: '2026-11-21T00:00:00.000Z',
    to: '2026-11-21T03:00:00.000Z',
    interval: 'hour',
    totals: { requests: 30, errors: 3, users: 4, p50: 120, p95: 900, p99: 1500 },
    buckets: [
      { start: '2026-11-21T00:00:00.000Z', requests: 10, errors: 0, p50: 100, p95: 800, p99: 1200 },
      { start: '2026-11-21T01:00:00.000Z', requests: 20, errors: 3, p50: 140, p95: 950, p99: 1600 },
      { start: '2026-11-21T02:00:00.000Z', requests: 0, errors: 0, p50: null, p95: null, p99: null },
    ],
    apps: [
      { appId: APP_ID, name: 'Expense Tracker', requests: 25, errors: 3, users: 3 },
      { appId: 'gone-app', name: null, requests: 5, errors: 0, users: 1 },
    ],
    ...partial,
  };
}

export const emptyMetrics = () =>
  metricsAnswer({
    totals: { requests: 0, errors: 0, users: 0, p50: null, p95: null, p99: null },
    buckets: [{ start: '2026-11-21T00:00:00.000Z', requests: 0, errors: 0, p50: null, p95: null, p99: null }],
    apps: [],
  });

/** The oldest log line of the demo answers: two days back, inside every range the tests pick. */
export const EARLIEST_DATE = new Date(Date.now() - 2 * 24 * 3_600_000).toISOString();

const defaults: Record<string, Handler> = {
  '/metrics': () => jsonAnswer(metricsAnswer()),
  '/logs/earliest-date': () => jsonAnswer({ earliestDate: EARLIEST_DATE }),
  '/usages/self': () =>
    jsonAnswer({
      from: '',
      to: '',
      data: [
        {
          appId: APP_ID,
          name: 'Expense Tracker',
          requests: 4,
          events: 2,
          actions: 1,
          lastSeen: '2026-11-21T02:00:00.000Z',
        },
      ],
    }),
  '/users/self': () =>
    jsonAnswer({
      from: '',
      to: '',
      total: 1,
      data: [{ user: 'ada@acme.example', lines: 12, apps: 2, lastSeen: '2026-11-21T02:00:00.000Z' }],
    }),
};

/** Stubs fetch with the analytics API (the network, not our modules); `handlers` replace answers by path. */
export function stubAnalyticsApi(handlers: Record<string, Handler> = {}) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.startsWith('/api/v1/telemetry/')) return new Response(null, { status: 204 });
      urls.push(url);
      const path = url.pathname.replace('/observability/v1', '');
      const handler = handlers[path] ?? defaults[path];
      if (!handler) throw new Error(`Unmocked request: ${url.pathname}`);
      return handler(url);
    }),
  );
  return { urls, to: (path: string) => urls.filter((url) => url.pathname.endsWith(path)) };
}
