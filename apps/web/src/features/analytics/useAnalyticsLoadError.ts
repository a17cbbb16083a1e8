import { useTranslation } from 'react-i18next';
import { loadErrorDetail } from '../../lib/loading/loadErrorDetail.ts';

/** The analytics texts of a failed read, for `QueryState`: the server's 400/503 text says what to change. */
export function useAnalyticsLoadError() {
  const { t } = useTranslation('console');
  return {
    errorMessage: t('analytics.errorTitle'),
    errorDetail: (error: Error) => loadErrorDetail(error, t('analytics.error')),
  };
}
