import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { closeModalsOnNavigate } from '../modals/openModals.ts';
import { trackPageView } from '../telemetry/pageViews.ts';
import { clearToastsOnNavigate } from '../toasts/toasts.ts';
import { routePatternFromMatches } from './routePattern.ts';

/**
 * What every page change does (docs/product/shell.md SHELL-6): scroll to the top, close modals not marked to
 * persist, clear toasts marked clearOnNavigate, and record the page view. Renders nothing; the
 * router's layout renders it once. A change of the hash only (a section anchor) is no page change.
 */
export function ShellEffects() {
  const { pathname, search } = useLocation();
  const routePattern = routePatternFromMatches(useMatches());
  const referrerPath = useRef<string | undefined>(undefined);

  useEffect(() => {
    window.scrollTo(0, 0);
    closeModalsOnNavigate();
    clearToastsOnNavigate();
    // Pages set document.title in their own effects of this same commit: read it once they ran.
    // Clearing the timeout also keeps StrictMode's second effect run from counting a view twice.
    const timeout = setTimeout(() => {
      const details = { title: document.title || undefined, referrerPath: referrerPath.current };
      referrerPath.current = trackPageView(routePattern, { pathname, search }, details);
    }, 0);
    return () => clearTimeout(timeout);
  }, [pathname, search, routePattern]);

  return null;
}
