import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { docsKeys } from '../features/documentation/api/docsQueries.ts';
import { PREFETCH_WAIT_MS } from '../lib/loading/delays.ts';
import { testConfig } from '../test/renderWithProviders.tsx';
import { createPortalRoutes } from './router.tsx';

function pageRoute(routes: RouteObject[], path: string): RouteObject {
  const pages = routes[0]!.children![0]!.children!;
  const route = pages.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
}

function load(route: RouteObject, params: Record<string, string>) {
  const loader = route.loader as (args: LoaderFunctionArgs) => Promise<unknown>;
  const url = new URL('http://localhost/documentation/a');
  return loader({ params, request: new Request(url), url, pattern: route.path ?? '', context: undefined });
}

/** Resolves `promise` or reports that it is still pending once pending work has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('route prefetch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a route that names its data a loader only when the app has a query client', () => {
    expect(pageRoute(createPortalRoutes(), '/documentation/:doc').loader).toBeUndefined();
    expect(
      pageRoute(
        createPortalRoutes({ queryClient: new QueryClient(), config: testConfig }),
        '/documentation/:doc',
      ).loader,
    ).toBeTypeOf('function');
    expect(
      pageRoute(createPortalRoutes({ queryClient: new QueryClient(), config: testConfig }), '/documentation')
        .loader,
    ).toBeUndefined();
  });

  it('fetches the guide beside its code and lets the navigation go on once it is in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = new QueryClient();
    let answer: (value: unknown) => void = () => undefined;
    const ensure = vi
      .spyOn(client, 'ensureQueryData')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    const loading = load(
      pageRoute(createPortalRoutes({ queryClient: client, config: testConfig }), '/documentation/:doc'),
      {
        doc: 'getting-started',
      },
    );
    expect(ensure.mock.calls[0]![0].queryKey).toEqual(docsKeys.page('getting-started'));
    expect(await settled(loading)).toBe(false);
    answer({});
    expect(await settled(loading)).toBe(true);
  });

  it('leaves a failed fetch to the page and waits no longer than PREFETCH_WAIT_MS for a slow one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = new QueryClient();
    const route = pageRoute(
      createPortalRoutes({ queryClient: client, config: testConfig }),
      '/documentation/:doc',
    );
    vi.spyOn(client, 'ensureQueryData').mockRejectedValueOnce(new Error('offline'));
    await expect(load(route, { doc: 'a' })).resolves.toBeNull();

    vi.spyOn(client, 'ensureQueryData').mockReturnValue(new Promise(() => undefined) as never);
    const slow = load(route, { doc: 'b' });
    await vi.advanceTimersByTimeAsync(PREFETCH_WAIT_MS - 1);
    expect(await settled(slow)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(slow)).toBe(true);
  });

  it('asks the first page’s data without holding the first render for it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = new QueryClient();
    let shown = false;
    const route = pageRoute(
      createPortalRoutes({ queryClient: client, config: testConfig, firstPageShown: () => shown }),
      '/documentation/:doc',
    );
    const ensure = vi.spyOn(client, 'ensureQueryData').mockReturnValue(new Promise(() => undefined) as never);
    const first = load(route, { doc: 'a' });
    expect(ensure).toHaveBeenCalledTimes(1);
    expect(await settled(first)).toBe(true);

    shown = true;
    const next = load(route, { doc: 'b' });
    expect(ensure).toHaveBeenCalledTimes(2);
    expect(await settled(next)).toBe(false);
  });

  it('runs a page’s loader again when its path changes, not when only its search does', () => {
    const route = pageRoute(
      createPortalRoutes({ queryClient: new QueryClient(), config: testConfig }),
      '/console/apps',
    );
    const revalidate = (from: string, to: string) =>
      route.shouldRevalidate!({
        currentUrl: new URL(from, 'http://localhost'),
        nextUrl: new URL(to, 'http://localhost'),
        currentParams: {},
        nextParams: {},
        defaultShouldRevalidate: true,
      });
    expect(revalidate('/console/apps', '/console/apps?q=billing')).toBe(false);
    expect(revalidate('/console/apps?q=billing', '/console/apps?q=billing&page=2')).toBe(false);
    expect(revalidate('/documentation/a', '/documentation/b')).toBe(true);
  });
});
