import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DelayedSpinner } from '../../../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../../../lib/loading/LoadErrorAlert.tsx';
import { useNotFoundOn404 } from '../../../../lib/routes/useNotFoundOn404.ts';
import { usePageTitle } from '../../../../lib/shell/PageTitleContext.tsx';
import { appQueryOptions } from '../../../shared/apps/api/appsQueries.ts';
import { draftQueryOptions } from '../../api/builderQueries.ts';
import { orchestratePaths } from '../orchestrationFiles.ts';
import { DraftOrchestration } from './DraftOrchestration.tsx';
import { VersionOrchestration } from './VersionOrchestration.tsx';

/**
 * /orchestrate/app/:a/:b/orchestrations/:c (SPEC.md 2.1): app `a`, `b` = 'draft' (edited) or a version
 * number (read-only), `c` = the orchestration's component id. React Flow is in this route's chunk only.
 */
export function OrchestrationPage() {
  const { t } = useTranslation('builder');
  const { a = '', b = '', c = '' } = useParams();
  const isDraft = b === 'draft';
  const number = /^\d{1,9}$/.test(b) ? Number(b) : null;
  const app = useQuery(appQueryOptions(a));
  const draft = useQuery({ ...draftQueryOptions(app.data?.id ?? ''), enabled: app.isSuccess && isDraft });
  usePageTitle(app.data ? t('orchestrate.editor.title', { name: c, app: app.data.name }) : undefined);
  // Neither 'draft' nor a version number: no such page.
  const isMissing = useNotFoundOn404(
    !isDraft && number === null ? { status: 404 } : (app.error ?? (isDraft ? draft.error : null)),
  );
  if (isMissing || app.isPending || (isDraft && app.isSuccess && draft.isPending)) return <DelayedSpinner />;
  const failed = app.error ?? draft.error;
  if (failed)
    return (
      <LoadErrorAlert
        message={t(app.isError ? 'page.loadFailed' : 'page.draftFailed')}
        detail={(failed as Error).message}
        onRetry={() => void (app.isError ? app.refetch() : draft.refetch())}
      />
    );
  if (!app.data) return null;
  return (
    <Stack gap="xs">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          {c}
        </Title>
        <Anchor component={Link} to={orchestratePaths.app(app.data.referenceId)} size="sm">
          {t('orchestrate.editor.allOf', { app: app.data.name })}
        </Anchor>
      </Group>
      {isDraft && draft.data ? (
        <DraftOrchestration key={`${app.data.id}/${c}`} app={app.data} draft={draft.data} componentId={c} />
      ) : number !== null ? (
        <VersionOrchestration app={app.data} number={number} componentId={c} />
      ) : null}
    </Stack>
  );
}
