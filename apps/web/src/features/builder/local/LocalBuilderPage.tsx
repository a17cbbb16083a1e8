import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { bothQueries } from '../../../lib/loading/bothQueries.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { useNotFoundOn404 } from '../../../lib/routes/useNotFoundOn404.ts';
import { usePageTitle } from '../../../lib/shell/PageTitleContext.tsx';
import { appQueryOptions } from '../../console-apps/index.ts';
import { draftQueryOptions } from '../api/builderQueries.ts';
import { LocalSourcePicker } from './LocalSourcePicker.tsx';
import { LocalWorkspace } from './LocalWorkspace.tsx';
import { useLocalSource } from './localSourceStore.ts';

/**
 * /build/local/:app(/:component) (docs/product/builder.md BUILDER-1): the app's source loaded from the user's
 * machine, edited in the browser, and uploaded as the app's draft. The app must exist and be the user's
 * company's: its draft is where the upload goes (and its revision what the upload is made on).
 */
export function LocalBuilderPage() {
  const { t } = useTranslation('builder');
  const { app: appParam = '', component } = useParams();
  const app = useQuery(appQueryOptions(appParam));
  const draft = useQuery({ ...draftQueryOptions(app.data?.id ?? ''), enabled: app.isSuccess });
  const source = useLocalSource(app.data?.id ?? '');
  usePageTitle(app.data ? t('page.title', { name: app.data.name }) : undefined);
  const isMissing = useNotFoundOn404(app.error ?? draft.error);
  // The route's Not Found replaces the page.
  if (isMissing) return null;
  return (
    <QueryState
      query={bothQueries(app, draft)}
      errorMessage={t('page.loadFailed')}
      errorDetail={(error) => error.message}
    >
      {([loadedApp, loadedDraft]) =>
        source ? (
          <LocalWorkspace
            app={loadedApp}
            source={source}
            revision={loadedDraft.revision}
            segment={component}
          />
        ) : (
          <LocalSourcePicker app={loadedApp} />
        )
      }
    </QueryState>
  );
}
