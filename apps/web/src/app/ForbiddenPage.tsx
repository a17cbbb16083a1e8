import { useTranslation } from 'react-i18next';
import { ReturnHomeButton, StatusPage } from './StatusPage.tsx';

/** The in-app 403 view: a route the user lacks the permission for, or a page whose API said 403. */
export function ForbiddenPage() {
  const { t } = useTranslation(['core', 'common']);
  return (
    <StatusPage
      code="403"
      title={t('core:forbidden.title')}
      text={t('core:forbidden.text')}
      action={<ReturnHomeButton label={t('common:actions.returnHome')} />}
    />
  );
}
