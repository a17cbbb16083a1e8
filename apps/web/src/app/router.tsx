import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { DelayedSpinner } from '../lib/loading/DelayedSpinner.tsx';
import { LAZY_ROUTE_SPINNER_DELAY_MS } from '../lib/loading/delays.ts';
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

function InitialLoad() {
  return <DelayedSpinner delayMs={LAZY_ROUTE_SPINNER_DELAY_MS} />;
}

/** The portal's route tree: layout, gate, the route table, the legacy redirects and Not Found. */
export function createPortalRoutes(): RouteObject[] {
  const pages: RouteObject[] = routeTable.map((route) => ({
    path: route.path,
    lazy: lazyPage(route),
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

export function createPortalRouter() {
  return createBrowserRouter(createPortalRoutes());
}

/**
 * A router whose first render is the current page, its chunk loaded first: hydrating a prerendered page
 * (issue 19) needs the markup the server wrote, not the HydrateFallback of a page still loading.
 */
export async function createPortalRouterWithPage() {
  const routes = createPortalRoutes();
  await resolveLazyMatches(routes, window.location.pathname, (route) =>
    (route.lazy as LazyRouteFunction<RouteObject>)(),
  );
  return createBrowserRouter(routes);
}
