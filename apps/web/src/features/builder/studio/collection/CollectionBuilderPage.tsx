import { Anchor, Group, Stack, Title } from '@mantine/core';
import { collectionsOf } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DelayedSpinner } from '../../../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../../../lib/loading/LoadErrorAlert.tsx';
import { useNotFoundOn404 } from '../../../../lib/routes/useNotFoundOn404.ts';
import { usePageTitle } from '../../../../lib/shell/PageTitleContext.tsx';
import { appQueryOptions } from '../../../shared/apps/api/appsQueries.ts';
import { draftQueryOptions } from '../../api/builderQueries.ts';
import { studioPaths } from '../collectionFiles.ts';
import { DraftCollection } from './DraftCollection.tsx';

/** /studiobuilder/app/:app/collection/:collection/builder (SPEC.md 2.1): a collection of the app's draft. */
export function CollectionBuilderPage() {
  const { t } = useTranslation('builder');
  const { app: ref = '', collection = '' } = useParams();
  const app = useQuery(appQueryOptions(ref));
  const draft = useQuery({ ...draftQueryOptions(app.data?.id ?? ''), enabled: app.isSuccess });
  usePageTitle(app.data ? t('studio.builder.title', { name: collection, app: app.data.name }) : undefined);
  const isMissing = useNotFoundOn404(app.error ?? draft.error);
  if (isMissing || app.isPending || (app.isSuccess && draft.isPending)) return <DelayedSpinner />;
  const failed = app.error ?? draft.error;
  if (failed)
    return (
      <LoadErrorAlert
        message={t(app.isError ? 'page.loadFailed' : 'page.draftFailed')}
        detail={(failed as Error).message}
        onRetry={() => void (app.isError ? app.refetch() : draft.refetch())}
      />
    );
  if (!app.data || !draft.data) return null;
  const name = collectionsOf(draft.data.files).find((c) => c.id === collection)?.name ?? collection;
  return (
    <Stack gap="xs">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          {name}
        </Title>
        <Anchor component={Link} to={studioPaths.app(app.data.referenceId)} size="sm">
          {t('studio.builder.allOf', { app: app.data.name })}
        </Anchor>
      </Group>
      <DraftCollection
        key={`${app.data.id}/${collection}`}
        app={app.data}
        draft={draft.data}
        componentId={collection}
      />
    </Stack>
  );
}
