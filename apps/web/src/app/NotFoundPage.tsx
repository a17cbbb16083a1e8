import { useTranslation } from 'react-i18next';
import { ReturnHomeButton, StatusPage } from './StatusPage.tsx';

/** docs/product/shell.md SHELL-3: what unmatched, hidden and not-found-triggered pages show. */
export function NotFoundPage() {
  const { t } = useTranslation(['core', 'common']);
  return (
    <StatusPage
      code="404"
      title={t('core:notFound.title')}
      text={t('core:notFound.text')}
      action={<ReturnHomeButton label={t('common:actions.returnHome')} />}
    />
  );
}
