import { MANIFEST_FILE } from '@portal/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { fileForSegment, segmentForFile, type TreeComponent } from '../editor/manifestComponents.ts';

/**
 * The workspace's open files: the one the address names (a component's segment, or another file's
 * path) is the active tab, and opening a file is going to its address.
 */
export function useEditorTabs(
  referenceId: string,
  segment: string | undefined,
  files: Record<string, string>,
  components: TreeComponent[],
) {
  const navigate = useNavigate();
  const decoded = segment ? decodeURIComponent(segment) : undefined;
  const activePath = fileForSegment(segment, components) ?? (decoded && decoded in files ? decoded : null);
  const [openPaths, setOpenPaths] = useState<string[]>([]);
  const tabs = activePath && !openPaths.includes(activePath) ? [...openPaths, activePath] : openPaths;

  const open = useCallback(
    (path: string) => {
      setOpenPaths((paths) => (paths.includes(path) ? paths : [...paths, path]));
      const component = segmentForFile(path, components);
      const target =
        component === 'manifest' && path !== MANIFEST_FILE ? encodeURIComponent(path) : component;
      navigate(`/build/${encodeURIComponent(referenceId)}/${target}`);
    },
    [referenceId, components, navigate],
  );

  /** Closes a tab; answers the file to open instead when it was the active one (the manifest if none is left). */
  const close = (path: string): string | null => {
    const rest = tabs.filter((p) => p !== path);
    setOpenPaths(rest);
    return path === activePath ? (rest[rest.length - 1] ?? MANIFEST_FILE) : null;
  };

  return { decoded, activePath, tabs, open, close };
}
