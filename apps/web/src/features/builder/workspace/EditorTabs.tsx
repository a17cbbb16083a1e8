import { CloseButton, Group, ScrollArea, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './EditorTabs.module.css';

type Props = {
  paths: string[];
  activePath: string | null;
  onSelect: (path: string) => void;
  onClose: (path: string) => void;
};

/** The open files, as tabs; each closes on its own button (keyboard reachable, unlike a middle click). */
export function EditorTabs({ paths, activePath, onSelect, onClose }: Props) {
  const { t } = useTranslation('builder');
  return (
    <ScrollArea type="auto" scrollbarSize={6}>
      <Group gap={0} wrap="nowrap" role="tablist" aria-label={t('tabs.label')}>
        {paths.map((path) => (
          <Group
            key={path}
            gap={2}
            wrap="nowrap"
            className={classes.tab}
            data-active={path === activePath || undefined}
          >
            <UnstyledButton
              role="tab"
              aria-selected={path === activePath}
              onClick={() => onSelect(path)}
              className={classes.label}
            >
              {path}
            </UnstyledButton>
            {paths.length > 1 && (
              <CloseButton size="xs" aria-label={t('tabs.close', { path })} onClick={() => onClose(path)} />
            )}
          </Group>
        ))}
      </Group>
    </ScrollArea>
  );
}
