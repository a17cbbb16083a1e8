import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { bothQueries } from '../../../lib/loading/bothQueries.ts';
import { type QueryLike, QueryState } from '../../../lib/loading/QueryState.tsx';
import { useNotFoundOn404 } from '../../../lib/routes/useNotFoundOn404.ts';
import { appQueryOptions } from '../../console-apps/index.ts';
import { draftQueryOptions } from '../api/builderQueries.ts';

type Options = {
  /** The messages of a failed load: of the app, of its draft. */
  failed: { app: string; draft: string };
  /** False where the page reads a version rather than the draft (default true). */
  withDraft?: boolean;
  /** The page's own parameters name nothing: the not-found page whatever the app. */
  notFound?: boolean;
};

/**
 * The app `ref` and the signed-in user's draft of it, for the builder's pages (studio, orchestrate): `gate`
 * is what to show instead of the page while they load, when they are not found or failed (with a retry),
 * or null once both are there.
 */
export function useAppDraft(ref: string, { failed, withDraft = true, notFound = false }: Options) {
  const app = useQuery(appQueryOptions(ref));
  const draft = useQuery({ ...draftQueryOptions(app.data?.id ?? ''), enabled: app.isSuccess && withDraft });
  const isMissing = useNotFoundOn404(
    notFound ? { status: 404 } : (app.error ?? (withDraft ? draft.error : null)),
  );
  const query: QueryLike<unknown> = withDraft ? bothQueries(app, draft) : app;
  // While the route's Not Found takes over, the page shows what it shows while loading.
  const shown = isMissing ? { ...query, data: undefined, error: null } : query;
  const gate: ReactNode =
    shown.data === undefined ? (
      <QueryState
        query={shown}
        errorMessage={() => (app.isError ? failed.app : failed.draft)}
        errorDetail={(error) => error.message}
      >
        {() => null}
      </QueryState>
    ) : null;
  return { app: app.data, draft: draft.data, gate };
}
