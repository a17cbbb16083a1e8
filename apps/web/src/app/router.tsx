import type { PublicConfig } from '@portal/contracts';
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
import { companyAllowingRoute } from './signedInPrefetch.ts';

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
 * What the routes' loaders need: the app's query client, the configuration their access is decided on, and
 * whether the router has rendered its first page yet (without it, as if it had).
 */
export type RouteData = { queryClient: QueryClient; config: PublicConfig; firstPageShown?: () => boolean };

/** Waits for `work`, at most PREFETCH_WAIT_MS; a failure is the page's own query to report. */
async function waitAtMost(work: Promise<unknown>): Promise<null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise((resolve) => {
    timer = setTimeout(resolve, PREFETCH_WAIT_MS);
  });
  await Promise.race([work.catch(() => undefined), waited]);
  clearTimeout(timer);
  return null;
}

/**
 * The route's loader runs beside its lazy chunk, and the router shows the next page only once both are
 * done: the current page stays until the new one has its data (or PREFETCH_WAIT_MS has passed). The first
 * page has no page before it to keep: the router would show only its HydrateFallback meanwhile, so there
 * the data is asked without waiting for it, and the page shows its own loading state until it is in. A
 * failed prefetch is the page's own query to report, so the loader never fails. Company data waits for the
 * signed-in context (companyAllowingRoute) and is asked only when the page may be shown with that company.
 */
function prefetchLoader(route: PortalRoute, data: RouteData | undefined): RouteObject['loader'] {
  const { prefetch, prefetchForCompany } = route;
  if (!data || (!prefetch && !prefetchForCompany)) return undefined;
  const { queryClient, config } = data;
  return async ({ params, request }) => {
    const search = new URL(request.url).searchParams;
    const forCompany = async () => {
      const organizationId = await companyAllowingRoute(queryClient, route, config);
      if (organizationId && prefetchForCompany)
        await prefetchForCompany(queryClient, { params, search, organizationId, config });
    };
    const work = Promise.all([
      prefetch?.(queryClient, params),
      prefetchForCompany ? forCompany() : undefined,
    ]);
    if (data.firstPageShown?.() === false) {
      void work.catch(() => undefined);
      return null;
    }
    return waitAtMost(work);
  };
}

/**
 * A page's prefetch is for opening it: a change of its search parameters only (typing a search, paging a
 * list) is the page's own to load, keeping what it shows, not a navigation held until the data is in.
 */
const onlyWhenThePathChanges: RouteObject['shouldRevalidate'] = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

function InitialLoad() {
  return <DelayedSpinner delayMs={LAZY_ROUTE_SPINNER_DELAY_MS} />;
}

/**
 * The portal's route tree: layout, gate, the route table, the legacy redirects and Not Found. Given the
 * app's query client and configuration, routes that name their first data fetch it beside their code.
 */
export function createPortalRoutes(data?: RouteData): RouteObject[] {
  const pages: RouteObject[] = routeTable.map((route) => ({
    path: route.path,
    lazy: lazyPage(route),
    loader: prefetchLoader(route, data),
    shouldRevalidate: onlyWhenThePathChanges,
    handle: { portalRoute: route } satisfies PortalRouteHandle,
  }));
  const redirects: RouteObject[] = legacyRedirects.map((redirect) => ({
    path: redirect.from,
    element: <LegacyRedirectRoute redirect={redirect} />,
  }));
  return [
    {
      element: <Layout />,
      // The first page's chunk is loading: a spinner, shown only if it takes a while (docs/product/shell.md
      // SHELL-8).
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

type PortalRouter = ReturnType<typeof createBrowserRouter>;

/** Follows a router until its first page has rendered (its initial loads done), for RouteData.firstPageShown. */
function firstPage() {
  let shown = false;
  return {
    shown: () => shown,
    follow(router: PortalRouter): PortalRouter {
      if (router.state.initialized) shown = true;
      else {
        const stop = router.subscribe((state) => {
          if (!state.initialized) return;
          shown = true;
          stop();
        });
      }
      return router;
    },
  };
}

export function createPortalRouter(data: RouteData) {
  const first = firstPage();
  return first.follow(createBrowserRouter(createPortalRoutes({ ...data, firstPageShown: first.shown })));
}

/**
 * A router whose first render is the current page, its chunk loaded first: hydrating a prerendered page
 * needs the markup the server wrote, not the HydrateFallback of a page still loading.
 */
export async function createPortalRouterWithPage(data: RouteData) {
  const first = firstPage();
  const routes = createPortalRoutes({ ...data, firstPageShown: first.shown });
  await resolveLazyMatches(routes, window.location.pathname, (route) =>
    (route.lazy as LazyRouteFunction<RouteObject>)(),
  );
  return first.follow(createBrowserRouter(routes));
}
