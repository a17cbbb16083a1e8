import { NavLink, ScrollArea } from '@mantine/core';
import { MANIFEST_FILE } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type TreeComponent, treeGroups } from '../editor/manifestComponents.ts';

type Props = {
  components: TreeComponent[];
  /** Files of the draft the manifest does not name: shown too, so nothing typed is out of reach. */
  otherFiles: string[];
  binaryFiles: string[];
  /** The draft's assets with their sizes and the upload (AssetList). */
  assets: ReactNode;
  activePath: string | null;
  onOpen: (path: string) => void;
};

/**
 * The app's files by kind (docs/product/builder.md BUILDER-2): manifest, models, pages, orchestrations,
 * integrations, scripts, assets.
 */
export function FileTree({ components, otherFiles, binaryFiles, assets, activePath, onOpen }: Props) {
  const { t } = useTranslation('builder');
  const binary = new Set(binaryFiles);
  const item = (path: string, label: string) => (
    <NavLink
      key={path}
      component="button"
      type="button"
      label={label}
      description={binary.has(path) ? t('tree.binary', { path }) : label === path ? undefined : path}
      active={path === activePath}
      aria-current={path === activePath ? 'page' : undefined}
      // Not disabled: a disabled link's text fails AA contrast (axe), and opening an image says it is one.
      onClick={() => onOpen(path)}
    />
  );
  return (
    <ScrollArea h="100%" type="auto">
      <nav aria-label={t('tree.label')}>
        {item(MANIFEST_FILE, MANIFEST_FILE)}
        {treeGroups.map((kind) => {
          const inGroup = components.filter((c) => c.kind === kind);
          if (inGroup.length === 0) return null;
          return (
            <NavLink key={kind} label={t(`tree.groups.${kind}`)} defaultOpened childrenOffset="sm">
              {inGroup.map((c) => item(c.path, c.id))}
            </NavLink>
          );
        })}
        {otherFiles.length > 0 && (
          <NavLink label={t('tree.groups.other')} defaultOpened childrenOffset="sm">
            {otherFiles.map((path) => item(path, path))}
          </NavLink>
        )}
        {assets}
      </nav>
    </ScrollArea>
  );
}
