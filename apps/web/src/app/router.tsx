import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { DelayedSpinner } from '../lib/loading/DelayedSpinner.tsx';
import { LAZY_ROUTE_SPINNER_DELAY_MS, PREFETCH_WAIT_MS } from '../lib/loading/delays.ts';
import type { PortalRoute } from '../lib/routes/routeTypes.ts';
import { releaseChunkReload, withChunkTimeout } from './chunkErrors.ts';
import { Layout } from './Layout.tsx';
import { LegacyRedirectRoute } from './LegacyRedirectRoute.tsx';
import { legacyRedirects } from './legacyRedirects.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { RouteGate } from './RouteGate.tsx';
import { resolveLazyMatches } from './resolveLazyMatches.ts';
import type { PortalRouteHandle } from './routeHandle.ts';
import { routeTable } from './routeTable.ts';

function lazyPage(route: PortalRoute): RouteObject['lazy'] {
  if (!route.lazy) return undefined;
  const load = withChunkTimeout(route.lazy, route.path);
  return async () => {
    const page = await load();
    // A chunk arrived: the one automatic reload is available again for a later failure.
    releaseChunkReload(window.sessionStorage);
    return page;
  };
}

/**
 * The route's loader runs beside its lazy chunk, and the router shows the next page only once both are
 * done: the current page stays until the new one has its data (or PREFETCH_WAIT_MS has passed). A failed
 * prefetch is the page's own query to report, so the loader never fails.
 */
function prefetchLoader(route: PortalRoute, queryClient: QueryClient | undefined): RouteObject['loader'] {
  const { prefetch } = route;
  if (!prefetch || !queryClient) return undefined;
  return async ({ params }) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise((resolve) => {
      timer = setTimeout(resolve, PREFETCH_WAIT_MS);
    });
    await Promise.race([prefetch(queryClient, params).catch(() => undefined), waited]);
    clearTimeout(timer);
    return null;
  };
}

function InitialLoad() {
  return <DelayedSpinner delayMs={LAZY_ROUTE_SPINNER_DELAY_MS} />;
}

/**
 * The portal's route tree: layout, gate, the route table, the legacy redirects and Not Found. Given the
 * app's query client, routes that name their first data fetch it beside their code.
 */
export function createPortalRoutes(queryClient?: QueryClient): RouteObject[] {
  const pages: RouteObject[] = routeTable.map((route) => ({
    path: route.path,
    lazy: lazyPage(route),
    loader: prefetchLoader(route, queryClient),
    handle: { portalRoute: route } satisfies PortalRouteHandle,
  }));
  const redirects: RouteObject[] = legacyRedirects.map((redirect) => ({
    path: redirect.from,
    element: <LegacyRedirectRoute redirect={redirect} />,
  }));
  return [
    {
      element: <Layout />,
      // The first page's chunk is loading: a spinner, shown only if it takes a while (SPEC.md 9).
      HydrateFallback: InitialLoad,
      // Last resort, should the layout itself fail.
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <RouteGate />,
          // Page errors, failed chunks included, render inside the layout.
          errorElement: <RouteErrorPage />,
          children: [...pages, ...redirects, { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}

export function createPortalRouter(queryClient: QueryClient) {
  return createBrowserRouter(createPortalRoutes(queryClient));
}

/**
 * A router whose first render is the current page, its chunk loaded first: hydrating a prerendered page
 * (issue 19) needs the markup the server wrote, not the HydrateFallback of a page still loading.
 */
export async function createPortalRouterWithPage(queryClient: QueryClient) {
  const routes = createPortalRoutes(queryClient);
  await resolveLazyMatches(routes, window.location.pathname, (route) =>
    (route.lazy as LazyRouteFunction<RouteObject>)(),
  );
  return createBrowserRouter(routes);
}
