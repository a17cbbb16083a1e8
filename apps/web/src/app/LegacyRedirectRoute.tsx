import { Navigate, useLocation, useParams } from 'react-router';
import { usePublicConfig } from '../lib/config/PublicConfigContext.tsx';
import { type LegacyRedirect, legacyRedirectTarget } from './legacyRedirects.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/** The element of one legacy route: a client-side redirect that replaces the old entry in history. */
export function LegacyRedirectRoute({ redirect }: { redirect: LegacyRedirect }) {
  const location = useLocation();
  const params = useParams();
  const { productName } = usePublicConfig();
  const target = legacyRedirectTarget(redirect, params, location, productName);
  if (target === null) return <NotFoundPage />;
  return <Navigate replace to={target} />;
}
