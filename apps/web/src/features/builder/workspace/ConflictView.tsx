import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changedPaths, type DraftFiles } from '../draft/draftState.ts';
import type { DraftModels } from '../editor/draftModels.ts';
import { FileDiff } from '../editor/FileDiff.tsx';

type Props = {
  mine: DraftFiles;
  theirs: DraftFiles;
  /** The user's files: their side of each diff is the file's model, editable to merge by hand. */
  models: DraftModels;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
};

/**
 * A save met a newer draft (another browser or tab saved): each differing file side by side, theirs on
 * the left and the user's on the right, editable to merge by hand. Nothing is saved until they choose.
 */
export function ConflictView({ mine, theirs, models, onKeepMine, onTakeTheirs }: Props) {
  const { t } = useTranslation('builder');
  const paths = changedPaths(theirs, mine);
  const [selected, setSelected] = useState<string | null>(paths[0] ?? null);
  const path = selected && paths.includes(selected) ? selected : (paths[0] ?? null);
  return (
    <Stack gap="xs" h="100%">
      <Alert color="orange" title={t('conflict.title')} role="alert">
        <Text size="sm">{t('conflict.body')}</Text>
        <Group gap="xs" mt="xs" wrap="wrap">
          <Button size="xs" onClick={onKeepMine}>
            {t('conflict.keepMine')}
          </Button>
          <Button size="xs" variant="default" onClick={onTakeTheirs}>
            {t('conflict.takeTheirs')}
          </Button>
        </Group>
      </Alert>
      {path && (
        <>
          <Select
            label={t('conflict.file')}
            data={paths}
            value={path}
            onChange={setSelected}
            allowDeselect={false}
            size="xs"
            w={320}
          />
          <Group gap="md" grow>
            <Text size="xs" c="gray.7">
              {t('conflict.theirs')}
            </Text>
            <Text size="xs" c="gray.7">
              {t('conflict.mine')}
            </Text>
          </Group>
          <div style={{ flex: 1, minHeight: 300 }}>
            <FileDiff
              models={models}
              path={path}
              original={theirs[path] ?? ''}
              label={t('conflict.diffLabel', { path })}
            />
          </div>
        </>
      )}
    </Stack>
  );
}
