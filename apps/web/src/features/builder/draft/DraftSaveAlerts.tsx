import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useDraftEditor } from './useDraftEditor.ts';

/**
 * What a page that edits one component of the draft (an orchestration on its canvas, a studio collection)
 * says about saving it: another window saved meanwhile (keep mine or take theirs), or the save failed.
 */
export function DraftSaveAlerts({ editor }: { editor: ReturnType<typeof useDraftEditor> }) {
  const { t } = useTranslation('builder');
  const { state } = editor;
  return (
    <>
      {state.status === 'conflict' && state.conflict && (
        <Alert color="orange" role="alert" title={t('orchestrate.conflict.title')}>
          <Text size="sm">{t('orchestrate.conflict.body')}</Text>
          <Group gap="xs" mt="xs">
            <Button size="xs" onClick={editor.keepMine}>
              {t('orchestrate.conflict.keepMine')}
            </Button>
            <Button size="xs" variant="default" onClick={editor.takeTheirs}>
              {t('orchestrate.conflict.takeTheirs')}
            </Button>
          </Group>
        </Alert>
      )}
      {state.error && (
        <Alert color="red" role="alert" title={t('draft.notSaved')}>
          {state.error}
        </Alert>
      )}
    </>
  );
}
