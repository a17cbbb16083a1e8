import type { UIMatch } from 'react-router';

/**
 * The matched route's path pattern, from the deepest match whose handle carries `{ portalRoute: { path } }`
 * (how app/router.tsx passes each PortalRoute). Undefined when no match carries one.
 */
export function routePatternFromMatches(matches: readonly UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as { portalRoute?: { path?: unknown } } | undefined;
    if (typeof handle?.portalRoute?.path === 'string') return handle.portalRoute.path;
  }
  return undefined;
}
