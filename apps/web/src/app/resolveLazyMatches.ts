import { matchRoutes, type RouteObject } from 'react-router';

type LoadedRoute = Pick<RouteObject, 'Component'>;

/**
 * Loads the lazy pages `pathname` matches and puts them in place, so the router's first render is the
 * page itself rather than its HydrateFallback: hydrating prerendered markup needs the same tree at once.
 */
export async function resolveLazyMatches(
  routes: RouteObject[],
  pathname: string,
  load: (route: RouteObject) => Promise<LoadedRoute>,
): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches
      .filter(({ route }) => route.lazy)
      .map(async ({ route }) => {
        const loaded = await load(route);
        Object.assign(route, { Component: loaded.Component, lazy: undefined });
      }),
  );
}
