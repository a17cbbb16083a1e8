import { Alert, Box, Drawer, Group, Paper, Stack, Text } from '@mantine/core';
import { type App, type AppDraft, type DraftIssue, MANIFEST_FILE } from '@portal/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenMatches } from '../../../lib/shell/useScreenMatches.ts';
import { useDraftEditor } from '../draft/useDraftEditor.ts';
import type { EditorCommands, RevealTarget } from '../editor/CodeEditor.tsx';
import { manifestComponents } from '../editor/manifestComponents.ts';
import { applySchemas } from '../editor/monacoSetup.ts';
import { useDraftModels } from '../editor/useDraftModels.ts';
import { LanguageServerBadge } from '../languageServer/LanguageServerBadge.tsx';
import { useLanguageServer } from '../languageServer/useLanguageServer.ts';
import { ActionProblemAlert } from './ActionProblemAlert.tsx';
import { BuilderToolbar } from './BuilderToolbar.tsx';
import { withManifestVersion } from './buildRefusal.utils.ts';
import { DraftTree } from './DraftTree.tsx';
import { EditorPane } from './EditorPane.tsx';
import { EditorTabs } from './EditorTabs.tsx';
import { lastDraftBuild } from './lastDraftBuild.ts';
import { ResetDraftDialog } from './ResetDraftDialog.tsx';
import { ResultsPanel } from './ResultsPanel.tsx';
import { SessionExpiryNotice } from './SessionExpiryNotice.tsx';
import { useBuilderActions } from './useBuilderActions.ts';
import { useDraftAssets } from './useDraftAssets.ts';
import { useEditorTabs } from './useEditorTabs.ts';
import { ZipActions } from './ZipActions.tsx';

type Props = { app: App; draft: AppDraft; segment: string | undefined };

/** /build/:app(/:component): the file tree, tabs, the editor, and the results of validate and build. */
export function Workspace({ app, draft, segment }: Props) {
  const { t } = useTranslation('builder');
  const editor = useDraftEditor(app.id, draft);
  // The editors type into these models; the draft follows them (docs/product/builder.md BUILDER-5).
  const models = useDraftModels(app.id, {
    read: (path) => editor.current().files[path],
    write: editor.edit,
    subscribe: editor.subscribe,
  });
  const actions = useBuilderActions(app.id, editor);
  const assets = useDraftAssets(app.id, app.referenceId, editor);
  const [previewPath, setPreviewPath] = useState<string | null>(null);
  const { state } = editor;
  const isNarrow = useScreenMatches('(max-width: 61.99em)');
  const [isTreeOpen, setTreeOpen] = useState(false);
  const [isDiffOn, setDiffOn] = useState(false);
  const [isResetOpen, setResetOpen] = useState(false);
  const [panel, setPanel] = useState<string | null>('problems');
  const [reveal, setReveal] = useState<RevealTarget | null>(null);
  const commands = useRef<EditorCommands | null>(null);

  const components = useMemo(() => manifestComponents(state.files), [state.files]);
  useEffect(() => applySchemas(app.id, components), [app.id, components]);
  const editorTabs = useEditorTabs(app.referenceId, segment, state.files, components);
  const { decoded, activePath, tabs } = editorTabs;

  const open = (path: string, at?: { line?: number; column?: number }) => {
    editorTabs.open(path);
    setReveal(at?.line ? { line: at.line, column: at.column ?? 1, nonce: Date.now() } : null);
    setTreeOpen(false);
    setPreviewPath(null);
  };
  const languageServer = useLanguageServer({
    appId: app.id,
    files: state.files,
    activePath,
    models,
    onOpen: (path, at) => {
      setDiffOn(false);
      open(path, at);
    },
  });
  const close = (path: string) => {
    const next = editorTabs.close(path);
    if (next) open(next);
  };
  const openIssue = (issue: DraftIssue) => {
    setDiffOn(false);
    if (issue.file) open(issue.file, { line: issue.line ?? 1, column: issue.column ?? 1 });
  };
  // Through the draft, whose models follow it as an edit: the caret and undo stay (BUILDER-5 above).
  const bumpVersion = (version: string) => {
    const bumped = withManifestVersion(state.files[MANIFEST_FILE] ?? '', version);
    if (bumped) editor.edit(MANIFEST_FILE, bumped);
    actions.clearProblem();
  };
  // A build that fails while the user follows it turns to its problems; one that had failed before the page
  // opened lists them without taking the Build tab, where its Retry is, from a user who chose it.
  const onBuildFinished = (status: string, seenRunning: boolean) => {
    if (status !== 'FAILED') return;
    void actions.listBuildErrors();
    if (seenRunning) setPanel('problems');
  };
  const tree = (
    <DraftTree
      components={components}
      files={state.files}
      draft={draft}
      previewPath={previewPath}
      activePath={activePath}
      isAdding={assets.addAsset.isPending}
      onPreview={(path) => {
        setPreviewPath(path);
        setTreeOpen(false);
      }}
      onAdd={(file) => assets.addAsset.mutate(file)}
      onOpen={(path) => open(path)}
    />
  );

  const previewed = previewPath ? draft.assets.find((a) => a.path === previewPath) : undefined;

  return (
    <Stack gap="xs" h="calc(100dvh - 92px)" mih={560}>
      <BuilderToolbar
        appName={app.name}
        status={state.status}
        isNarrow={isNarrow}
        isDiffOn={isDiffOn}
        baseVersionNumber={draft.baseVersionNumber}
        isValidating={actions.validate.isPending}
        isBuilding={actions.buildDraft.isPending}
        onOpenFiles={() => setTreeOpen(true)}
        onRetry={editor.retry}
        onFormat={() => commands.current?.format()}
        onToggleDiff={() => setDiffOn((on) => !on)}
        onValidate={() => {
          setPanel('problems');
          actions.validate.mutate();
        }}
        onBuild={() => {
          setPanel('build');
          actions.buildDraft.mutate();
        }}
        onReset={() => setResetOpen(true)}
        zipActions={
          <ZipActions
            isDisabled={state.status === 'conflict'}
            isDownloading={assets.downloadZip.isPending}
            isUploading={assets.uploadZip.isPending}
            onDownload={() => assets.downloadZip.mutate()}
            onUpload={(file) => assets.uploadZip.mutate(file)}
            localHref={`/build/local/${encodeURIComponent(app.referenceId)}`}
          />
        }
      />
      <SessionExpiryNotice flush={editor.save} />
      {state.error && (
        <Alert color="red" role="alert" title={t('draft.notSaved')}>
          {state.error}
        </Alert>
      )}
      {assets.problem && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={assets.clearProblem}
          closeButtonLabel={t('actions.dismiss')}
        >
          <Text size="sm">{assets.problem}</Text>
        </Alert>
      )}
      {actions.problem && (
        <ActionProblemAlert
          problem={actions.problem}
          onDismiss={actions.clearProblem}
          onRebase={(onto) => {
            editor.rebase(onto);
            actions.clearProblem();
          }}
          onBump={bumpVersion}
          onShowProblems={() => {
            setPanel('problems');
            void actions.listBuildErrors();
          }}
        />
      )}
      <Group align="stretch" gap="xs" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        {!isNarrow && (
          <Paper withBorder w={260} style={{ flexShrink: 0 }}>
            {tree}
          </Paper>
        )}
        <Paper withBorder style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Group gap="xs" wrap="nowrap" pr="xs">
            <Box style={{ flex: 1, minWidth: 0 }}>
              <EditorTabs paths={tabs} activePath={activePath} onSelect={(p) => open(p)} onClose={close} />
            </Box>
            <LanguageServerBadge status={languageServer} />
          </Group>
          <Box style={{ flex: 1, minHeight: 0 }} p={state.status === 'conflict' || !activePath ? 'sm' : 0}>
            <EditorPane
              app={app}
              draft={draft}
              state={state}
              models={models}
              components={components}
              activePath={activePath}
              decoded={decoded}
              previewed={previewed}
              isDiffOn={isDiffOn}
              isNarrow={isNarrow}
              reveal={reveal}
              isDeletingAsset={assets.deleteAsset.isPending}
              onDeleteAsset={(path) =>
                assets.deleteAsset.mutate(path, { onSuccess: () => setPreviewPath(null) })
              }
              onKeepMine={editor.keepMine}
              onTakeTheirs={editor.takeTheirs}
              onOpenManifest={() => open(MANIFEST_FILE)}
              onEditorReady={(c) => {
                commands.current = c;
              }}
            />
          </Box>
        </Paper>
      </Group>
      <ResultsPanel
        app={app}
        panel={panel}
        onPanelChange={setPanel}
        issues={actions.issues}
        build={lastDraftBuild(app, draft, actions.build)}
        isStarting={actions.buildDraft.isPending}
        onOpenIssue={openIssue}
        onBuildFinished={onBuildFinished}
        onBuildRetried={(fresh) => {
          actions.follow({ versionId: fresh.versionId, buildId: fresh.id });
          setPanel('build');
        }}
      />
      <Drawer
        opened={isNarrow && isTreeOpen}
        onClose={() => setTreeOpen(false)}
        title={t('tree.label')}
        size="xs"
      >
        {tree}
      </Drawer>
      <ResetDraftDialog
        opened={isResetOpen}
        draft={draft}
        busy={actions.reset.isPending}
        onCancel={() => setResetOpen(false)}
        onConfirm={() => actions.reset.mutate(undefined, { onSettled: () => setResetOpen(false) })}
      />
    </Stack>
  );
}
