import { Alert, Button, Text } from '@mantine/core';
import type { AppDraft, DraftAsset } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { DraftState } from '../draft/draftState.ts';
import { CodeEditor, type EditorCommands, type RevealTarget } from '../editor/CodeEditor.tsx';
import type { DraftModels } from '../editor/draftModels.ts';
import type { TreeComponent } from '../editor/manifestComponents.ts';
import { AssetPreview } from './AssetPreview.tsx';
import { ConflictView } from './ConflictView.tsx';
import { DiffPane } from './DiffPane.tsx';
import { PagePreviewSplit } from './PagePreviewSplit.tsx';

type Props = {
  app: { id: string };
  draft: AppDraft;
  state: DraftState;
  models: DraftModels;
  components: TreeComponent[];
  /** The file in the editor; null when the address names none. */
  activePath: string | null;
  /** What the address named, shown when it is no file of the draft. */
  decoded: string | undefined;
  /** The asset shown instead of a file, if one was chosen in the tree. */
  previewed: DraftAsset | undefined;
  isDiffOn: boolean;
  isNarrow: boolean;
  reveal: RevealTarget | null;
  isDeletingAsset: boolean;
  onDeleteAsset: (path: string) => void;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onOpenManifest: () => void;
  onEditorReady: (commands: EditorCommands) => void;
};

/**
 * The workspace's main pane, by what it shows: the conflict with the server's draft, an asset, a
 * missing file, a binary one, the diff against the base version, or the editor (with a page's preview).
 */
export function EditorPane({
  app,
  draft,
  state,
  models,
  components,
  activePath,
  decoded,
  previewed,
  isDiffOn,
  isNarrow,
  reveal,
  isDeletingAsset,
  onDeleteAsset,
  onKeepMine,
  onTakeTheirs,
  onOpenManifest,
  onEditorReady,
}: Props) {
  const { t } = useTranslation('builder');
  if (state.status === 'conflict' && state.conflict)
    return (
      <ConflictView
        mine={state.files}
        theirs={state.conflict.files}
        models={models}
        onKeepMine={onKeepMine}
        onTakeTheirs={onTakeTheirs}
      />
    );
  if (previewed)
    return (
      <AssetPreview
        appId={app.id}
        asset={previewed}
        revision={draft.revision}
        isDeleting={isDeletingAsset}
        onDelete={onDeleteAsset}
      />
    );
  if (!activePath)
    return (
      <Alert color="gray" title={t('editor.notFoundTitle')}>
        <Text size="sm">{t('editor.notFound', { name: decoded ?? '' })}</Text>
        <Button size="xs" mt="xs" onClick={onOpenManifest}>
          {t('editor.openManifest')}
        </Button>
      </Alert>
    );
  if (draft.binaryFiles.includes(activePath))
    return <Text size="sm">{t('editor.binary', { path: activePath })}</Text>;
  if (isDiffOn)
    return <DiffPane appId={app.id} baseVersionId={state.baseVersionId} path={activePath} models={models} />;

  return (
    <PagePreviewSplit
      isPage={components.some((c) => c.kind === 'page' && c.path === activePath)}
      isNarrow={isNarrow}
      text={state.files[activePath] ?? ''}
      files={state.files}
    >
      <CodeEditor models={models} path={activePath} reveal={reveal} onReady={onEditorReady} />
    </PagePreviewSplit>
  );
}
