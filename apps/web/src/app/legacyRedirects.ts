import type { Params } from 'react-router';

export type LegacyLocation = { pathname: string; search: string; hash: string };

export type LegacyRedirect = {
  /** The old path pattern, in React Router syntax, registered as a route of its own. */
  from: string;
  /** The new path, or null when the old path names nothing that still exists (then: Not Found). */
  to: (match: { params: Params; hash: string; productName: string }) => string | null;
  /** Whether the old hash survives the move; off where the target consumes or replaces it. */
  keepHash?: boolean;
};

/** '/console' + 'x/y' -> '/console/x/y'; an empty remainder gives the base itself. */
function withRemainder(base: string, remainder: string | undefined): string {
  return remainder ? `${base}/${remainder}` : base;
}

const fixed =
  (target: string): LegacyRedirect['to'] =>
  () =>
    target;

/** Apps of the app catalog renamed since old links were published (docs/product/shell.md SHELL-13). */
const catalogRenames: [from: string, to: string][] = [
  ['asset-tracking', 'asset-barcoding'],
  ['today-card-performance-review', 'home-card-performance-review'],
];

/**
 * Old links still in the wild (docs/product/shell.md SHELL-13), in one table. Each entry is its own route, so
 * React Router's ranking decides between it and the real routes (static segments win over `:params`).
 */
export const legacyRedirects: LegacyRedirect[] = [
  { from: '/developer-dashboard', to: fixed('/console') },
  { from: '/developer_dashboard.html', to: fixed('/console') },
  { from: '/index.html', to: fixed('/console') },
  { from: '/home', to: fixed('/console') },
  // The splat also matches /app-console itself (empty remainder).
  { from: '/app-console/*', to: ({ params }) => withRemainder('/console', params['*']) },
  // The old catalog index named its app in the hash: /reference-apps#my-app.
  {
    from: '/reference-apps',
    to: ({ hash }) => (hash.length > 1 ? `/app-catalog/${hash.slice(1)}` : '/app-catalog'),
    keepHash: false,
  },
  { from: '/reference-apps/details/:id', to: ({ params }) => `/app-catalog/${params.id}` },
  { from: '/explorer', to: fixed('/rest-api-explorer') },
  { from: '/graphapi', to: fixed('/graph-api-explorer') },
  { from: '/discover', to: fixed('/intro') },
  { from: '/discover/tutorials', to: fixed('/learn') },
  // /learn itself is the tutorials page; only deeper paths are legacy.
  { from: '/learn/:topic/*', to: fixed('/learn') },
  { from: '/flowbuilder', to: fixed('/orchestrate') },
  { from: '/workflows-learn-more', to: fixed('/console') },
  { from: '/doc-redirect/orch', to: fixed('/documentation/orchestration') },
  { from: '/enable-tenant', to: fixed('/documentation/tenants') },
  { from: '/terms-and-conditions', to: fixed('/terms') },
  { from: '/developer-terms', to: fixed('/terms') },
  // /terms/{product}extend and /terms/wcpterms; /terms/agree and its siblings outrank this route.
  {
    from: '/terms/:legacyTerm',
    to: ({ params, productName }) =>
      params.legacyTerm === 'wcpterms' || params.legacyTerm === `${productName.toLowerCase()}extend`
        ? '/terms'
        : null,
  },
  {
    from: '/documentation/section/:section',
    to: ({ params }) => `/documentation#${params.section}`,
    keepHash: false,
  },
  // Listed per sub-page: `/app-catalog/:id/code` would outrank a splat.
  ...catalogRenames.flatMap(([from, to]): LegacyRedirect[] => [
    { from: `/app-catalog/${from}`, to: fixed(`/app-catalog/${to}`) },
    { from: `/app-catalog/${from}/code`, to: fixed(`/app-catalog/${to}/code`) },
  ]),
];

/** Where a matched legacy route sends the user: the new path with the old query string (and hash). */
export function legacyRedirectTarget(
  redirect: LegacyRedirect,
  params: Params,
  location: LegacyLocation,
  productName: string,
): string | null {
  const path = redirect.to({ params, hash: location.hash, productName });
  if (path === null) return null;
  const [pathOnly, ownHash] = path.split('#');
  const hash = ownHash !== undefined ? `#${ownHash}` : redirect.keepHash === false ? '' : location.hash;
  return `${pathOnly}${location.search}${hash}`;
}
