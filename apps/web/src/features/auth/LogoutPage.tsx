import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../lib/loading/LoadingScreen.tsx';
import { AFTER_LOGOUT_PATH, logout } from './logout.ts';

/**
 * /logout: signs out (docs/product/sign-in.md SIGNIN-8) behind a blocking loading screen, then shows the
 * about page.
 */
export function LogoutPage() {
  const { t } = useTranslation('core');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout(queryClient).finally(() => navigate(AFTER_LOGOUT_PATH, { replace: true }));
  }, [queryClient, navigate]);

  return <LoadingScreen title={t('auth.signingOut')} />;
}

export { LogoutPage as Component };
