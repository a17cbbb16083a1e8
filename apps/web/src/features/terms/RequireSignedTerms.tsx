import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { termsStatusQueryOptions } from '../../lib/identity/termsQueries.ts';
import { QueryState } from '../../lib/loading/QueryState.tsx';

/** Where a user who has not agreed yet is sent, keeping the page they wanted. */
export function termsAgreeUrl(pathname: string, search: string): string {
  return `/terms/agree?path=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * Areas that need signed terms (docs/product/sign-in.md SIGNIN-10): the user agrees first, then comes back.
 */
export function RequireSignedTerms({ children }: { children: ReactNode }) {
  const { t } = useTranslation('core');
  const { pathname, search } = useLocation();
  const status = useQuery(termsStatusQueryOptions());
  return (
    <QueryState query={status} errorMessage={t('terms.loadError')}>
      {(terms) => (terms.agreed ? children : <Navigate to={termsAgreeUrl(pathname, search)} replace />)}
    </QueryState>
  );
}
