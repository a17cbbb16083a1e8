// Zod-free on purpose: the web's first chunk uses it (see levels.ts).

import { isUuid } from './uuid.ts';

/** Other ids in a path: numbers, long hex strings, and tokens with a digit in them. */
const OTHER_ID_SEGMENT = /^(?:\d+|[0-9a-f]{16,}|[A-Za-z0-9_-]*\d[A-Za-z0-9_-]{5,})$/i;
const isIdSegment = (segment: string) => isUuid(segment) || OTHER_ID_SEGMENT.test(segment);

/**
 * The path a page view is recorded under: ids replaced by a placeholder and the query string
 * dropped, except on search, whose query is the point (docs/product/shell.md SHELL-22).
 * The web passes the matched route pattern when it knows it; this is the fallback for raw paths.
 */
export function trackedPath(pathname: string, search = ''): string {
  const path = pathname
    .split('/')
    .map((segment) => (isIdSegment(segment) ? '{id}' : segment))
    .join('/');
  const keepQuery = pathname === '/search' && search.length > 1;
  return keepQuery ? `${path}${search.startsWith('?') ? search : `?${search}`}` : path;
}
