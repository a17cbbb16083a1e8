import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { draftBaseQueryOptions } from '../api/builderQueries.ts';
import type { DraftModels } from '../editor/draftModels.ts';
import { FileDiff } from '../editor/FileDiff.tsx';

type Props = {
  appId: string;
  baseVersionId: string | null;
  path: string;
  /** The draft's files: the right side is the file's model, edited as in the code editor. */
  models: DraftModels;
};

/** The draft's file against the same file in the version it is based on; the right side stays editable. */
export function DiffPane({ appId, baseVersionId, path, models }: Props) {
  const { t } = useTranslation('builder');
  const base = useQuery(draftBaseQueryOptions(appId, baseVersionId));
  return (
    <QueryState query={base} errorMessage={t('diff.loadFailed')} errorDetail={(error) => error.message}>
      {(version) => (
        <FileDiff
          models={models}
          path={path}
          original={version.files[path] ?? ''}
          label={t('diff.label', { path })}
        />
      )}
    </QueryState>
  );
}
