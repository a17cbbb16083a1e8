import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './Layout.tsx';
import { routeTable } from './routeTable.ts';

export function createPortalRouter() {
  const children: RouteObject[] = routeTable.map((route) => ({
    path: route.path,
    lazy: route.lazy,
    handle: { route },
  }));
  return createBrowserRouter([{ element: <Layout />, children }]);
}
