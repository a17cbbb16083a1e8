import { useTranslation } from 'react-i18next';
import { SignInError, showsOwnMessage } from './signInError.ts';

/** The text a failed sign-in shows: the provider's or server's own words, else our translation. */
export function useSignInFailureText(): (error: unknown) => string {
  const { t } = useTranslation('core');
  return (error) => {
    if (error instanceof SignInError)
      return showsOwnMessage(error.reason) ? error.message : t(`auth.errors.${error.reason}`);
    return t('auth.errors.unknown');
  };
}
