import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import type { App, AppDraft } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../lib/modals/ConfirmDialog.tsx';
import { DraftSaveAlerts } from '../../draft/DraftSaveAlerts.tsx';
import { useDraftEditor } from '../../draft/useDraftEditor.ts';
import { manifestComponents } from '../../editor/manifestComponents.ts';
import { BuildPanel } from '../../workspace/BuildPanel.tsx';
import { DraftIndicator } from '../../workspace/DraftIndicator.tsx';
import { useBuilderActions } from '../../workspace/useBuilderActions.ts';
import { useRemoveOrchestrationMutation } from '../api/orchestrationMutations.ts';
import { FlowEditor } from '../canvas/FlowEditor.tsx';
import { orchestratePaths } from '../orchestrationFiles.ts';

type Props = { app: App; draft: AppDraft; componentId: string };

/**
 * An orchestration of the app's draft on the canvas: the same draft, saves, conflicts and build as the
 * code builder (features/builder), so the two editors never disagree.
 */
export function DraftOrchestration({ app, draft, componentId }: Props) {
  const { t } = useTranslation('builder');
  const navigate = useNavigate();
  const editor = useDraftEditor(app.id, draft);
  const actions = useBuilderActions(app.id, editor);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [refused, setRefused] = useState(false);
  const { state } = editor;
  const component = manifestComponents(state.files).find(
    (c) => c.kind === 'orchestration' && c.id === componentId,
  );

  const remove = useRemoveOrchestrationMutation(app.id, editor, componentId, {
    onSuccess: () => navigate(orchestratePaths.app(app.referenceId)),
    onSettled: () => setDeleteOpen(false),
  });

  if (!component)
    return (
      <Alert color="gray" title={t('orchestrate.editor.notFoundTitle')}>
        <Text size="sm">{t('orchestrate.editor.notFound', { name: componentId })}</Text>
        <Anchor component={Link} to={orchestratePaths.app(app.referenceId)} size="sm">
          {t('orchestrate.editor.backToList')}
        </Anchor>
      </Alert>
    );
  const path = component.path;

  return (
    <Stack gap="xs">
      <DraftSaveAlerts editor={editor} />
      {(actions.problem || remove.error) && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t('actions.dismiss')}
          onClose={() => {
            actions.clearProblem();
            remove.reset();
          }}
        >
          {actions.problem?.message ?? remove.error?.message}
          {actions.problem?.rebaseOnto && (
            <Button size="xs" ml="sm" onClick={() => editor.rebase(actions.problem?.rebaseOnto as string)}>
              {t('orchestrate.build.rebase')}
            </Button>
          )}
        </Alert>
      )}
      {refused && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t('actions.dismiss')}
          onClose={() => setRefused(false)}
        >
          {t('orchestrate.build.invalid')}
        </Alert>
      )}
      <FlowEditor
        text={state.files[path] ?? ''}
        readOnly={false}
        onText={(text) => editor.edit(path, text)}
        actions={(validation) => (
          <>
            <DraftIndicator status={state.status} onRetry={editor.retry} />
            <Anchor
              component={Link}
              to={`/build/${encodeURIComponent(app.referenceId)}/${componentId}`}
              size="sm"
            >
              {t('orchestrate.editor.openCode')}
            </Anchor>
            <Button size="xs" variant="light" color="red" c="red.9" onClick={() => setDeleteOpen(true)}>
              {t('orchestrate.delete.button')}
            </Button>
            <Button
              size="xs"
              loading={actions.buildDraft.isPending}
              onClick={() => {
                // Checked here first: the build would refuse it, later and with less to point at.
                if (!validation.isValid) return setRefused(true);
                setRefused(false);
                actions.buildDraft.mutate();
              }}
            >
              {t('orchestrate.build.button')}
            </Button>
          </>
        )}
      />
      {actions.build && (
        <Paper withBorder p="sm">
          <BuildPanel
            app={app}
            {...actions.build}
            onFinished={(status) => status === 'FAILED' && void actions.listBuildErrors()}
            onRetried={(fresh) => actions.follow({ versionId: fresh.versionId, buildId: fresh.id })}
          />
          {actions.issues && actions.issues.length > 0 && (
            <Stack gap={2} mt="xs">
              {actions.issues.map((issue) => (
                <Text key={`${issue.file}-${issue.pointer}-${issue.message}`} size="sm" c="red.9">
                  {issue.file ? `${issue.file}: ` : ''}
                  {issue.message}
                </Text>
              ))}
            </Stack>
          )}
        </Paper>
      )}
      <ConfirmDialog
        opened={isDeleteOpen}
        title={t('orchestrate.delete.title')}
        confirmLabel={t('orchestrate.delete.confirm')}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleteOpen(false)}
        onConfirm={() => remove.mutate()}
      >
        {t('orchestrate.delete.body', { name: componentId, path })}
      </ConfirmDialog>
    </Stack>
  );
}
