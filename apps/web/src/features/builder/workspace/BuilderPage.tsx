import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { bothQueries } from '../../../lib/loading/bothQueries.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { useNotFoundOn404 } from '../../../lib/routes/useNotFoundOn404.ts';
import { usePageTitle } from '../../../lib/shell/PageTitleContext.tsx';
import { appQueryOptions } from '../../console-apps/index.ts';
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
  // The route's Not Found replaces the page.
  if (isMissing) return null;
  return (
    <QueryState
      query={bothQueries(app, draft)}
      errorMessage={() => (app.isError ? t('page.loadFailed') : t('page.draftFailed'))}
      errorDetail={(error) => error.message}
    >
      {/* Keyed by app: another app starts from its own draft, never from the previous one's typing. */}
      {([loadedApp, loadedDraft]) => (
        <Workspace key={loadedApp.id} app={loadedApp} draft={loadedDraft} segment={component} />
      )}
    </QueryState>
  );
}
