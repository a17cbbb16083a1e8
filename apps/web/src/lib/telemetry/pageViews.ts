import { type PageView, telemetryEndpoints, trackedPath } from '@portal/contracts';
import { api } from '../http/api.ts';
import { isTelemetryAllowed } from './telemetryConsent.ts';

/** `/console/apps/view/:id` → `/console/apps/view/{id}`: the pattern already names the placeholders. */
export function patternToTrackedPath(pattern: string): string {
  return pattern.replace(/:(\w+)\??/g, '{$1}');
}

/**
 * The path a page view is recorded under (docs/product/shell.md SHELL-22): the matched route pattern when
 * known, else the raw path with ids replaced; the query string is dropped except on /search. A splat pattern
 * would hide the page behind `*`, so the raw path is used for it.
 */
export function pageViewPath(
  routePattern: string | undefined,
  location: { pathname: string; search: string },
) {
  const usePattern = routePattern !== undefined && !routePattern.includes('*');
  // trackedPath keeps ids already turned into {placeholders} and applies the /search query rule.
  return trackedPath(usePattern ? patternToTrackedPath(routePattern) : location.pathname, location.search);
}

/**
 * Records a page view and returns the path it was recorded under (the next view's referrer). Never
 * throws; sends nothing when metrics are off or opted out.
 */
export function trackPageView(
  routePattern: string | undefined,
  location: { pathname: string; search: string },
  details: Omit<PageView, 'path'> = {},
): string | undefined {
  try {
    const path = pageViewPath(routePattern, location);
    if (!isTelemetryAllowed()) return path;
    const view: PageView = { path, ...details };
    api(telemetryEndpoints.recordPageView, {
      body: view,
      excludeFromGlobalHandling: true,
      keepalive: true,
    }).catch(() => undefined);
    return path;
  } catch {
    // Telemetry must never break a page.
    return undefined;
  }
}
