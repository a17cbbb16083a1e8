import { z } from 'zod';

/** A first-party page view: the path has ids replaced by placeholders before it is sent. */
export const pageViewSchema = z.object({
  path: z.string().min(1).max(2048).startsWith('/'),
  title: z.string().max(512).optional(),
  referrerPath: z.string().max(2048).optional(),
});
export type PageView = z.infer<typeof pageViewSchema>;

export const clientErrorSchema = z.object({
  name: z.string().max(256),
  message: z.string().max(4096),
  stack: z.string().max(16384).optional(),
  path: z.string().max(2048),
  kind: z.enum(['error', 'unhandledrejection', 'chunk', 'boundary']),
});
export type ClientError = z.infer<typeof clientErrorSchema>;

const ID_SEGMENT =
  /^(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{16,}|[A-Za-z0-9_-]*\d[A-Za-z0-9_-]{5,})$/i;

/**
 * The path a page view is recorded under: ids replaced by a placeholder and the query string
 * dropped, except on search, whose query is the point (SPEC.md section 7, analytics tracking).
 * The web passes the matched route pattern when it knows it; this is the fallback for raw paths.
 */
export function trackedPath(pathname: string, search = ''): string {
  const path = pathname
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? '{id}' : segment))
    .join('/');
  const keepQuery = pathname === '/search' && search.length > 1;
  return keepQuery ? `${path}${search.startsWith('?') ? search : `?${search}`}` : path;
}
