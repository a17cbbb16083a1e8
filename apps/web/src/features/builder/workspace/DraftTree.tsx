import { type AppDraft, MANIFEST_FILE } from '@portal/contracts';
import type { DraftFiles } from '../draft/draftState.ts';
import type { TreeComponent } from '../editor/manifestComponents.ts';
import { AssetList } from './AssetList.tsx';
import { FileTree } from './FileTree.tsx';

type Props = {
  components: TreeComponent[];
  files: DraftFiles;
  draft: Pick<AppDraft, 'assets' | 'binaryFiles'>;
  /** The asset shown in the main pane, if one is: no file is active then. */
  previewPath: string | null;
  activePath: string | null;
  isAdding: boolean;
  onPreview: (path: string) => void;
  onAdd: (file: File) => void;
  onOpen: (path: string) => void;
};

/** The workspace's tree: the manifest's components, the draft's other files, and its assets. */
export function DraftTree({ components, files, draft, previewPath, activePath, isAdding, ...on }: Props) {
  const listed = new Set([MANIFEST_FILE, ...components.map((c) => c.path)]);
  const otherFiles = Object.keys(files)
    .filter((p) => !listed.has(p))
    .sort();
  return (
    <FileTree
      components={components}
      otherFiles={otherFiles}
      binaryFiles={draft.binaryFiles}
      assets={
        <AssetList
          assets={draft.assets}
          activePath={previewPath}
          isAdding={isAdding}
          onPreview={on.onPreview}
          onAdd={on.onAdd}
        />
      }
      activePath={previewPath ? null : activePath}
      onOpen={on.onOpen}
    />
  );
}
