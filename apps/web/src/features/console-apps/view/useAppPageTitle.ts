import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/shell/PageTitleContext.tsx';

/**
 * The document title of an app's page names the app ("App Logs - Payroll Sync | ..."), so tabs and
 * history tell one app from another; the route's generic title stays until the app is known.
 */
export function useAppPageTitle(section: string, appName: string | undefined) {
  const { t } = useTranslation('console');
  usePageTitle(appName ? t('appView.pageTitle', { section, name: appName }) : undefined);
}
