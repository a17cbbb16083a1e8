import { decideAccess } from '@portal/contracts';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { ForbiddenPage } from './ForbiddenPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { NotYetAvailablePage } from './NotYetAvailablePage.tsx';
import { matchedPortalRoute } from './routeHandle.ts';
import { type StatusTrigger, StatusTriggerContext } from './StatusTriggerContext.tsx';
import { useAccessContext } from './useAccessContext.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

type TriggeredStatus = { status: 'notFound' | 'forbidden'; pathname: string };

function RouteTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return null;
}

/**
 * Enforces the matched route's metadata (STYLE.md 6: features do not repeat it): hidden routes show
 * Not Found, forbidden ones the 403 view, unbuilt ones the not-yet-available page; it also sets the
 * page title and offers pages the not-found and forbidden triggers.
 */
export function RouteGate() {
  const route = matchedPortalRoute(useMatches());
  const access = useAccessContext();
  const { pathname } = useLocation();
  const [triggered, setTriggered] = useState<TriggeredStatus | null>(null);
  const trigger = useMemo<StatusTrigger>(
    () => ({
      notFound: () => setTriggered({ status: 'notFound', pathname }),
      forbidden: () => setTriggered({ status: 'forbidden', pathname }),
    }),
    [pathname],
  );
  // A trigger belongs to the path it was pulled on: navigating elsewhere resets it (SPEC.md 2.4).
  const status = triggered?.pathname === pathname ? triggered.status : null;
  const decision = route ? decideAccess(access, route.access ?? {}) : 'allowed';

  let content: ReactNode;
  if (status === 'notFound' || decision === 'hidden') content = <NotFoundPage />;
  else if (status === 'forbidden' || decision === 'forbidden') content = <ForbiddenPage />;
  else if (route && !route.lazy) content = <NotYetAvailablePage route={route} />;
  else
    content = (
      <>
        {route && <RouteTitle titleKey={route.titleKey} />}
        <Outlet />
      </>
    );
  return <StatusTriggerContext.Provider value={trigger}>{content}</StatusTriggerContext.Provider>;
}
