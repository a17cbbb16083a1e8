import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { isServerPagePath } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { authKeys } from '../../lib/identity/authKeys.ts';
import { LoadingScreen } from '../../lib/loading/LoadingScreen.tsx';
import { signalSessionChange } from './sessionStorageData.ts';
import { completeSignIn } from './signIn.ts';
import { SignInError } from './signInError.ts';
import { popupResult, reportToOpener } from './signInPopup.ts';
import { useSignInFailureText } from './useSignInFailureText.ts';

function SignInFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('core');
  const message = useSignInFailureText()(error);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('auth.failedTitle')}</Title>
        <Alert color="red" role="alert">
          {message}
        </Alert>
        <div>
          <Button component={Link} to="/login">
            {t('auth.tryAgain')}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}

/**
 * The authentication callback of the five tools (docs/product/shell.md SHELL-23): it only authenticates,
 * showing a blocking loading screen, then goes to the stored return path (or home). In a popup it reports to
 * the opener and closes instead (docs/product/sign-in.md SIGNIN-6).
 */
export function AuthCallbackPage() {
  const { t } = useTranslation('core');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice; the state is good for one redemption only.
    if (started.current) return;
    started.current = true;
    completeSignIn(new URLSearchParams(search), pathname).then(
      ({ session, returnPath, isPopup }) => {
        queryClient.setQueryData(authKeys.session(), session);
        signalSessionChange();
        if (isPopup) reportToOpener(popupResult({ ok: true }));
        // The authorize step of an API client is the server's page, not a route of this app.
        else if (isServerPagePath(returnPath)) window.location.replace(returnPath);
        else navigate(returnPath, { replace: true });
      },
      (failure: unknown) => {
        if (window.opener && failure instanceof SignInError) {
          reportToOpener(popupResult({ ok: false, message: failure.message }));
          return;
        }
        setError(failure);
      },
    );
  }, [pathname, search, navigate, queryClient]);

  if (error) return <SignInFailed error={error} />;
  return <LoadingScreen title={t('auth.signingIn')} subtitle={t('auth.signingInSubtitle')} />;
}

export { AuthCallbackPage as Component };
