import type { LogArchive, LogPreset, LogRow } from '@portal/contracts';
import { vi } from 'vitest';

/** Answers of the log API for component tests: the network is stubbed, not our modules. */
export type LogApiCall = { method: string; path: string; url: URL; body: unknown };
type Handler = (call: LogApiCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const columns = [
  { name: 'appId', type: 'string', kind: 'field', types: [] },
  { name: 'date', type: 'date', kind: 'field', types: [] },
  { name: 'level', type: 'string', kind: 'field', types: [] },
  { name: 'message', type: 'string', kind: 'field', types: [] },
  { name: 'status', type: 'number', kind: 'attribute', types: ['access'] },
];

export function logRow(index: number): LogRow {
  return {
    id: String(index),
    appId: 'payroll-sync',
    date: new Date(Date.UTC(2026, 10, 21, 12, 0, 0) - index * 1000).toISOString(),
    source: 'app',
    type: 'app_event',
    level: 'info',
    message: `Line ${index}`,
    attributes: { eventName: 'sync', durationMs: index },
  };
}

export function customPreset(partial: Partial<LogPreset> = {}): LogPreset {
  return {
    id: '0b7a3c1e-2f4d-4e5a-9b6c-7d8e9f0a1b2c',
    name: 'Slow calls',
    basePreset: 'Remote API',
    appId: null,
    includeDateRange: false,
    dateRange: null,
    filters: [{ column: 'status', condition: 'numberGreaterThan', value: '499' }],
    layout: { columns: ['date', 'message'], order: ['date', 'message'], widths: { date: 180 } },
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...partial,
  };
}

const defaults: Record<string, Handler> = {
  'POST /search': () => json({ data: [logRow(1), logRow(2)], limitReached: false, limit: 500, appNames: {} }),
  'GET /schemas': () => json({ columns }),
  'GET /earliest-date': () => json({ earliestDate: '2026-10-25T08:00:00.000Z' }),
  'GET /suggestions': () => json({ values: [] }),
  'GET /presets': () => json({ total: 0, data: [] }),
  'GET /archives': () => json({ data: [] }),
};

/** Stubs fetch with the log API; `handlers` replace the default answers, keyed 'METHOD /path'. */
export function stubLogApi(handlers: Record<string, Handler> = {}) {
  const calls: LogApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname.startsWith('/api/v1/telemetry/')) return new Response(null, { status: 204 });
    const path = url.pathname
      .replace('/observability/v1/logs', '')
      .replace(/\/presets\/[^/]+$/, '/presets/:id')
      .replace(/\/archives\/[^/]+$/, '/archives/:id')
      .replace(/\/alerts\/[0-9a-f-]{36}/, '/alerts/:id')
      .replace(/\/alert-inboxes\/[0-9a-f-]{36}/, '/alert-inboxes/:inboxId')
      .replace(/\/deliveries\/[0-9a-f-]{36}/, '/deliveries/:deliveryId');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path, url, body };
    calls.push(call);
    const handler = handlers[`${method} ${path}`] ?? defaults[`${method} ${path}`];
    if (!handler) throw new Error(`Unmocked request: ${method} ${url.pathname}`);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

export function logArchive(partial: Partial<LogArchive> = {}): LogArchive {
  return {
    id: '5f0c2d1e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
    start: '2026-11-20T08:00:00.000Z',
    end: '2026-11-20T09:00:00.000Z',
    appId: null,
    appName: null,
    status: 'READY',
    rowCount: 1200,
    sizeBytes: 1536,
    error: null,
    createdBy: 'developer@demo.example',
    createdAt: '2026-11-20T09:01:00.000Z',
    finishedAt: '2026-11-20T09:01:05.000Z',
    ...partial,
  };
}
