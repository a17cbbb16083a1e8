/** Static pages in apps/web/public/errors: they work even when the app itself cannot load. */
export const staticErrorPages = {
  error: '/errors/error.html',
  forbidden: '/errors/forbidden.html',
} as const;
