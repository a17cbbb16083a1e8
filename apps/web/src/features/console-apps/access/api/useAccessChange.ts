import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../lib/http/errorText.ts';
import { appAccessKeys } from './appAccessApi.ts';

/**
 * A change to an app's access: refreshes every list of the app afterwards, and turns a failure into the
 * server's own reason (400, 404, 409 say what to fix) or a general message.
 */
export function useAccessChange<T>(appId: string, change: (input: T) => Promise<unknown>) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appAccessKeys.all(appId) }),
  });
  const error = mutation.error
    ? errorText(mutation.error, t('appAccess.changeError'), [400, 404, 409])
    : null;
  return { ...mutation, errorMessage: error };
}
