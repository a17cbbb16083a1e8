import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMetricsOptOut } from '../flags/metricsOptOut.ts';
import { http } from '../http/httpClient.ts';
import {
  ERROR_DEDUPE_WINDOW_MS,
  installErrorReporting,
  reportError,
  resetErrorReportingForTests,
} from './errorReporting.ts';
import { pageViewPath, patternToTrackedPath, trackPageView } from './pageViews.ts';
import { configureTelemetry } from './telemetryConsent.ts';

const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));

function sent(): Array<{ url: string; body: unknown }> {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    body: JSON.parse(String(init?.body)),
  }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureTelemetry({ userMetrics: true });
  resetErrorReportingForTests();
  window.history.replaceState(null, '', '/console/apps/view/4f1c2a9e-8a1b-4c2d-9e3f-0a1b2c3d4e5f');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  fetchMock.mockClear();
});

describe('page view paths', () => {
  it('turns route parameters into placeholders', () => {
    expect(patternToTrackedPath('/console/apps/view/:id/activity/:version')).toBe(
      '/console/apps/view/{id}/activity/{version}',
    );
    expect(patternToTrackedPath('/documentation/:doc?')).toBe('/documentation/{doc}');
  });

  it('uses the matched route pattern and drops the query string', () => {
    expect(pageViewPath('/admin/apps/:id', { pathname: '/admin/apps/123', search: '?q=x' })).toBe(
      '/admin/apps/{id}',
    );
  });

  it('keeps the query string on search', () => {
    expect(pageViewPath('/search', { pathname: '/search', search: '?q=payroll&filter=docs' })).toBe(
      '/search?q=payroll&filter=docs',
    );
  });

  it('falls back to the raw path with ids replaced when no pattern is known', () => {
    expect(pageViewPath(undefined, { pathname: '/console/apps/view/123456', search: '?tab=1' })).toBe(
      '/console/apps/view/{id}',
    );
  });

  it('uses the raw path for a splat pattern, which would hide the page', () => {
    expect(pageViewPath('/learn/*', { pathname: '/learn/getting-started', search: '' })).toBe(
      '/learn/getting-started',
    );
  });
});

describe('trackPageView', () => {
  it('sends the page view to the telemetry endpoint', () => {
    trackPageView(
      '/console/apps/view/:id',
      { pathname: '/console/apps/view/9', search: '' },
      { title: 'App' },
    );
    expect(sent()).toEqual([
      { url: '/api/v1/telemetry/page-views', body: { path: '/console/apps/view/{id}', title: 'App' } },
    ]);
    expect(fetchMock.mock.lastCall![1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('sends nothing when the user opted out', () => {
    setMetricsOptOut(true);
    trackPageView('/', { pathname: '/', search: '' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing when the deployment turned user metrics off', () => {
    configureTelemetry({ userMetrics: false });
    trackPageView('/', { pathname: '/', search: '' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not throw or redirect when sending fails', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    // Every call by name goes through the client's request (lib/http/api.ts).
    const send = vi.spyOn(http, 'request');
    fetchMock.mockResolvedValueOnce(
      new Response('{}', { status: 401, headers: { 'content-type': 'application/json' } }),
    );
    expect(() => trackPageView('/', { pathname: '/', search: '' })).not.toThrow();
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    expect(() => trackPageView('/', { pathname: '/', search: '' })).not.toThrow();
    // Once both sends have settled, any redirect would have happened (it comes before the rejection).
    expect(send).toHaveBeenCalledTimes(2);
    await Promise.allSettled(send.mock.results.map((result) => result.value));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('reportError', () => {
  it('sends an error with its name, message, stack, kind and the path with ids replaced', () => {
    const error = new TypeError('x is undefined');
    reportError(error, 'boundary');
    expect(sent()).toEqual([
      {
        url: '/api/v1/telemetry/errors',
        body: {
          name: 'TypeError',
          message: 'x is undefined',
          stack: error.stack,
          path: '/console/apps/view/{id}',
          kind: 'boundary',
        },
      },
    ]);
  });

  it('reports a thrown value that is not an Error', () => {
    reportError({ code: 42 }, 'unhandledrejection');
    expect(sent()[0]!.body).toMatchObject({ name: 'NonError', message: '{"code":42}' });
  });

  it('cuts fields to the lengths the server accepts', () => {
    reportError(new Error('m'.repeat(5000)), 'error');
    expect((sent()[0]!.body as { message: string }).message).toHaveLength(4096);
  });

  it('sends an identical error once in a burst, and again after the window', () => {
    vi.useFakeTimers();
    for (let i = 0; i < 5; i++) reportError(new Error('poll failed'), 'error');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ERROR_DEDUPE_WINDOW_MS);
    reportError(new Error('poll failed'), 'error');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends different errors of a burst', () => {
    reportError(new Error('a'), 'error');
    reportError(new Error('b'), 'error');
    reportError(new Error('a'), 'chunk');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('sends nothing when the user opted out', () => {
    setMetricsOptOut(true);
    reportError(new Error('x'), 'error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never throws, even for a value that cannot be described', () => {
    const hostile = {
      toJSON() {
        throw new Error('no');
      },
      toString() {
        throw new Error('no');
      },
    };
    expect(() => reportError(hostile, 'error')).not.toThrow();
  });
});

describe('installErrorReporting', () => {
  it('reports uncaught errors and unhandled rejections', () => {
    const uninstall = installErrorReporting();
    try {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught'), message: 'uncaught' }));
      const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
      rejection.reason = new Error('rejected');
      window.dispatchEvent(rejection);
      expect(sent().map((s) => s.body)).toMatchObject([
        { message: 'uncaught', kind: 'error' },
        { message: 'rejected', kind: 'unhandledrejection' },
      ]);
    } finally {
      uninstall();
    }
  });

  it('installs its listeners once however often it is called', () => {
    const uninstall = installErrorReporting();
    installErrorReporting();
    try {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('once'), message: 'once' }));
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      uninstall();
    }
  });

  it('stops reporting once uninstalled', () => {
    installErrorReporting()();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after'), message: 'after' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
