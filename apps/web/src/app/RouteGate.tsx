import { decideAccess } from '@portal/contracts';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { RequireSignedTerms } from '../features/terms/RequireSignedTerms.tsx';
import { usePublicConfig } from '../lib/config/PublicConfigContext.tsx';
import { loginUrl } from '../lib/http/httpClient.ts';
import { useAccessState } from '../lib/identity/useAccessContext.ts';
import { useSession } from '../lib/identity/useSession.ts';
import { DelayedSpinner } from '../lib/loading/DelayedSpinner.tsx';
import { routeExistsIn } from '../lib/routes/routeTypes.ts';
import { type StatusTrigger, StatusTriggerContext } from '../lib/routes/StatusTriggerContext.tsx';
import { PageTitleContext } from '../lib/shell/PageTitleContext.tsx';
import { useDocumentTitle } from '../lib/shell/useDocumentTitle.ts';
import { ForbiddenPage } from './ForbiddenPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { NotYetAvailablePage } from './NotYetAvailablePage.tsx';
import { matchedPortalRoute } from './routeHandle.ts';

type TriggeredStatus = { status: 'notFound' | 'forbidden'; pathname: string };

function RouteTitle({ titleKey, override }: { titleKey: string; override: string | null }) {
  const { t } = useTranslation();
  useDocumentTitle(override ?? t(titleKey));
  return null;
}

/**
 * Enforces the matched route's metadata (features do not repeat it): hidden routes show
 * Not Found, routes that need a session send signed-out users to /login?path=… (docs/product/sign-in.md
 * SIGNIN-10), forbidden ones show the 403 view, unbuilt ones the not-yet-available page, and routes that need
 * signed terms ask for them first; it also sets the page title and offers pages the not-found and forbidden
 * triggers.
 */
export function RouteGate() {
  const route = matchedPortalRoute(useMatches());
  const { portalMode } = usePublicConfig();
  const access = useAccessState();
  const session = useSession();
  const { pathname, search } = useLocation();
  const [triggered, setTriggered] = useState<TriggeredStatus | null>(null);
  // A page's own, more precise title (usePageTitle), while it is shown.
  const [titleOverride, setTitleOverride] = useState<string | null>(null);
  const trigger = useMemo<StatusTrigger>(
    () => ({
      notFound: () => setTriggered({ status: 'notFound', pathname }),
      forbidden: () => setTriggered({ status: 'forbidden', pathname }),
    }),
    [pathname],
  );
  // A trigger belongs to the path it was pulled on: navigating elsewhere resets it (docs/product/shell.md
  // SHELL-4).
  const status = triggered?.pathname === pathname ? triggered.status : null;
  const decision = route ? decideAccess(access, route.access ?? {}) : 'allowed';

  let content: ReactNode;
  const movedTo = route?.movedIn?.[portalMode];
  const isOutOfMode = route !== undefined && !routeExistsIn(route, portalMode);
  const needsSession = route?.requireSession === true || route?.requireSignedTerms === true;
  if (movedTo) content = <Navigate to={`${movedTo}${search}`} replace />;
  else if (status === 'notFound' || decision === 'hidden' || isOutOfMode) content = <NotFoundPage />;
  else if (needsSession && session.isLoading) content = <DelayedSpinner />;
  else if (needsSession && !session.isSignedIn)
    content = <Navigate to={loginUrl(pathname, search)} replace />;
  // A signed-in page waits for its company and permissions: its requests need the company
  // (docs/product/shell.md SHELL-21), a
  // page the user may not see must send none, and the 403 view must not flash at a user about to be allowed.
  else if ((needsSession || decision === 'forbidden') && access.isLoading && status !== 'forbidden')
    content = <DelayedSpinner />;
  else if (status === 'forbidden' || decision === 'forbidden') content = <ForbiddenPage />;
  else if (route && !route.lazy) content = <NotYetAvailablePage route={route} />;
  else {
    const page = (
      <>
        {route && <RouteTitle titleKey={route.titleKey} override={titleOverride} />}
        <PageTitleContext.Provider value={setTitleOverride}>
          <Outlet />
        </PageTitleContext.Provider>
      </>
    );
    content = route?.requireSignedTerms ? <RequireSignedTerms>{page}</RequireSignedTerms> : page;
  }
  return <StatusTriggerContext.Provider value={trigger}>{content}</StatusTriggerContext.Provider>;
}
