import fs from 'node:fs';
import path from 'node:path';
import { type PortalMode, ROUTE_PRELOADS_FILE, routePreloadsSchema } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** The `<link>`s naming a page's files for its path, or '' when no route of this mode matches it. */
export type RoutePreloadLinks = (pathname: string) => string;

const NONE: RoutePreloadLinks = () => '';

/**
 * How specific a pattern is, as the client router ranks them: more static segments first, then fewer
 * splats, so `/console/apps/all` wins over `/console/apps/:builtOnList` and `/build/local/:app` over
 * `/build/:app/:component`.
 */
function specificity(pattern: string): number {
  const segments = pattern.split('/').filter(Boolean);
  const statics = segments.filter((segment) => !segment.startsWith(':') && segment !== '*').length;
  const splats = segments.filter((segment) => segment === '*').length;
  return statics * 100 - splats * 10 - segments.length;
}

/**
 * The route's scripts and stylesheets the web build listed (`route-preloads.json`, apps/web/routePreloads.ts),
 * as `<link>`s for the signed-in page's HTML: the browser fetches them beside the entry's scripts instead of
 * once the entry has run and its router asks them (docs/decisions/signed-in-page-context.md). Routes that do
 * not exist in `mode`, or only send the browser elsewhere in it, name nothing. Read once at start, as
 * index.html is; a missing or unreadable file names nothing, and the page loads its files as before.
 */
export function loadRoutePreloads(
  webDist: string,
  mode: PortalMode,
  log: FastifyBaseLogger,
): RoutePreloadLinks {
  let text: string;
  try {
    text = fs.readFileSync(path.join(webDist, ROUTE_PRELOADS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      log.warn({ err: error }, "the route preloads are unreadable: signed-in pages name no route's files");
    return NONE;
  }
  const parsed = routePreloadsSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    log.warn(
      { err: parsed.error },
      "the route preloads are unreadable: signed-in pages name no route's files",
    );
    return NONE;
  }
  const routes = parsed.data.routes
    .filter((route) => (!route.modes || route.modes.includes(mode)) && !route.movedIn?.includes(mode))
    .filter((route) => route.scripts.length + route.styles.length > 0)
    .map((route) => ({
      pattern: new URLPattern({ pathname: route.path }),
      rank: specificity(route.path),
      links: [
        ...route.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ...route.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join(''),
    }))
    .sort((a, b) => b.rank - a.rank);
  return (pathname) => routes.find((route) => route.pattern.test({ pathname }))?.links ?? '';
}
