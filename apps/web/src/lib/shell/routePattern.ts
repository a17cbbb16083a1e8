import type { UIMatch } from 'react-router';

/**
 * The matched route's path pattern, from the deepest match whose handle carries `{ route: { path } }`
 * (how app/router.tsx passes each PortalRoute). Undefined when no match carries one.
 */
export function routePatternFromMatches(matches: readonly UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as { route?: { path?: unknown } } | undefined;
    if (typeof handle?.route?.path === 'string') return handle.route.path;
  }
  return undefined;
}
