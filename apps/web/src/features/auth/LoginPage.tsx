import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingScreen } from '../../lib/loading/LoadingScreen.tsx';
import { startSignIn } from './signIn.ts';

/**
 * /login and /login?path=…: starts the sign-in flow (docs/product/sign-in.md SIGNIN-3) at once and shows only
 * a blocking loading screen while the browser goes to the provider. `?popup=1` marks the popup variant;
 * `?prompt=login` (from the API clients' authorize step) makes the provider ask for the password again.
 */
export function LoginPage() {
  const { t } = useTranslation('core');
  const [params] = useSearchParams();
  const started = useRef(false);
  const returnPath = params.get('path');
  const isPopup = params.get('popup') === '1';
  const prompt = params.get('prompt') === 'login' ? 'login' : undefined;

  useEffect(() => {
    // StrictMode runs effects twice: a second start would overwrite the first one's state.
    if (started.current) return;
    started.current = true;
    void startSignIn({ returnPath, isPopup, prompt });
  }, [returnPath, isPopup, prompt]);

  return <LoadingScreen title={t('auth.redirecting')} subtitle={t('auth.redirectingSubtitle')} />;
}

export { LoginPage as Component };
