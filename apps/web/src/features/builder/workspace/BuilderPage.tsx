import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../../lib/loading/LoadErrorAlert.tsx';
import { useNotFoundOn404 } from '../../../lib/routes/useNotFoundOn404.ts';
import { usePageTitle } from '../../../lib/shell/PageTitleContext.tsx';
import { appQueryOptions } from '../../shared/apps/api/appsQueries.ts';
import { draftQueryOptions } from '../api/builderQueries.ts';
import { Workspace } from './Workspace.tsx';

/** /build/:app and /build/:app/:component (docs/product/builder.md BUILDER-1): the app's draft in the editor. */
export function BuilderPage() {
  const { t } = useTranslation('builder');
  const { app: appParam = '', component } = useParams();
  const app = useQuery(appQueryOptions(appParam));
  // Keyed by the app's id, as the workspace's saves, reset and build write it, whether the URL names the
  // app by id or by reference ID.
  const draft = useQuery({ ...draftQueryOptions(app.data?.id ?? ''), enabled: app.isSuccess });
  usePageTitle(app.data ? t('page.title', { name: app.data.name }) : undefined);
  const isMissing = useNotFoundOn404(app.error ?? draft.error);
  if (isMissing || app.isPending || (app.isSuccess && draft.isPending)) return <DelayedSpinner />;
  if (app.isError)
    return (
      <LoadErrorAlert
        message={t('page.loadFailed')}
        detail={(app.error as Error).message}
        onRetry={() => void app.refetch()}
      />
    );
  if (draft.isError)
    return (
      <LoadErrorAlert
        message={t('page.draftFailed')}
        detail={(draft.error as Error).message}
        onRetry={() => void draft.refetch()}
      />
    );
  // Keyed by app: another app starts from its own draft, never from the previous one's typing.
  return draft.data ? (
    <Workspace key={app.data.id} app={app.data} draft={draft.data} segment={component} />
  ) : null;
}
