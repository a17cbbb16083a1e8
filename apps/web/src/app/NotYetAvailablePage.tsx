import { useTranslation } from 'react-i18next';
import type { PortalRoute } from '../lib/routes/routeTypes.ts';
import { StatusPage } from './StatusPage.tsx';

/** What a DEV deployment shows for a route whose area is not built yet (PROD shows Not Found). */
export function NotYetAvailablePage({ route }: { route: PortalRoute }) {
  const { t } = useTranslation(['core', 'common']);
  const area = t(`core:areas.${route.area}`, { defaultValue: route.area });
  return (
    <StatusPage
      title={t('core:notYetAvailable.title', { area })}
      text={t('core:notYetAvailable.text')}
      documentTitle={t(route.titleKey)}
    />
  );
}
