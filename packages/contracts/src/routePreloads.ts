import { z } from 'zod';

/**
 * The scripts and stylesheets of each route's page beyond what index.html loads, as the web build split
 * them: the build writes this file beside index.html (`apps/web/routePreloads.ts`), and the server names a
 * route's files in the signed-in page's HTML, so they download beside the entry's scripts instead of after
 * its evaluation (docs/decisions/signed-in-page-context.md).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export const routePreloadsSchema = z.object({
  routes: z.array(
    z.object({
      /** The route's path pattern in React Router syntax, e.g. `/console/apps/view/:id`. */
      path: z.string().startsWith('/'),
      /** The portal modes the route exists in; all when omitted. */
      modes: z.array(z.string()).optional(),
      /** The modes in which the route only sends the browser to another path. */
      movedIn: z.array(z.string()).optional(),
      /** Files under the build's root (`assets/…`): the page's chunk, those it imports, its first data's. */
      scripts: z.array(z.string().regex(/^assets\/[\w.-]+\.js$/)),
      styles: z.array(z.string().regex(/^assets\/[\w.-]+\.css$/)),
    }),
  ),
});
export type RoutePreloads = z.infer<typeof routePreloadsSchema>;
