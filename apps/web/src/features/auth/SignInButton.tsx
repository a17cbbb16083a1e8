import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The header's 'Sign in' for a signed-out visitor; it comes back to the page it was pressed on. */
export function SignInButton() {
  const { t } = useTranslation('core');
  const { pathname, search } = useLocation();
  const returnHere = pathname === '/login' || pathname === '/logout' ? '/' : `${pathname}${search}`;
  return (
    <Button component={Link} to={`/login?path=${encodeURIComponent(returnHere)}`}>
      {t('auth.signIn')}
    </Button>
  );
}
