import type { AccessRule, PortalMode, PublicConfig } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';

/**
 * One route of the portal and its metadata (routes are data: docs/architecture.md, "Routes are data"). Each
 * feature exports its routes from `features/<area>/routes.tsx`; `app/routeTable.ts` collects them and the
 * shell enforces the metadata, so features never repeat it.
 */
export type PortalRoute = {
  /** Absolute path pattern in React Router syntax, e.g. `/console/apps/view/:id`. */
  path: string;
  /** i18n key (namespace:key) of the page title; shown as '{title} | {product} Developers'. */
  titleKey: string;
  /** The product area, named on the not-yet-available page of unbuilt routes (i18n `core:areas.{area}`). */
  area: string;
  access?: AccessRule;
  /** Signed-out users are sent to /login?path=… first (docs/product/sign-in.md SIGNIN-10). */
  requireSession?: boolean;
  /** The user must have agreed to the current terms; else /terms/agree?path=… first. Implies a session. */
  requireSignedTerms?: boolean;
  /**
   * The deployment modes the route exists in; all when omitted (docs/product/shell.md SHELL-1: federal mode
   * uses /local).
   */
  modes?: PortalMode[];
  /** In these modes the page lives at another path: the route sends the browser there. */
  movedIn?: Partial<Record<PortalMode, string>>;
  /** The page, loaded lazily. Omitted while the area is not built: the route is then DEV-only. */
  lazy?: () => Promise<{ Component: ComponentType }>;
  /**
   * Starts the page's first data beside its code (the route's loader), so a navigation keeps the page the
   * user is on until the new one can show its content instead of an empty page while it fetches. Only for
   * data that needs no company: company data is `prefetchForCompany`'s.
   */
  prefetch?: (queryClient: QueryClient, params: Params) => Promise<unknown>;
  /**
   * The same for the page's first company data, started as soon as the company is known: the loader calls
   * it only for a signed-in user with a company selected (the one the company switcher will select) whose
   * access to the route is allowed with that company's permissions, so a page the user may not see asks
   * nothing. It must use the page's own query options, so the page finds the answer and does not ask again.
   */
  prefetchForCompany?: (queryClient: QueryClient, page: CompanyPage) => Promise<unknown>;
};

/** What a company prefetch knows of the page being opened. */
export type CompanyPage = {
  params: Params;
  /** The URL's search parameters (a list's search, sort and page). */
  search: URLSearchParams;
  organizationId: string;
  config: PublicConfig;
};

/** Whether the route exists in this portal mode (all modes when it names none). */
export function routeExistsIn(route: Pick<PortalRoute, 'modes'>, mode: PortalMode): boolean {
  return route.modes === undefined || route.modes.includes(mode);
}

/**
 * A route whose area is not built yet: no page and DEV confidence, so a PROD deployment shows Not
 * Found (docs/product/shell.md SHELL-2) while a DEV deployment shows that the area is not available yet.
 */
export function unbuiltRoute(route: Omit<PortalRoute, 'lazy'>): PortalRoute {
  return { ...route, access: { ...route.access, confidence: 'DEV' } };
}

/** Marks routes as needing a session (admin areas: docs/product/sign-in.md SIGNIN-10). */
export function requiringSession(routes: PortalRoute[]): PortalRoute[] {
  return routes.map((route) => ({ ...route, requireSession: true }));
}

/**
 * Marks console routes: a session, and the current terms agreed to (docs/product/sign-in.md SIGNIN-10); a
 * user who has not agreed is taken to /terms/agree first and brought back.
 */
export function consoleRoutes(routes: PortalRoute[]): PortalRoute[] {
  return routes.map((route) => ({ ...route, requireSession: true, requireSignedTerms: true }));
}
