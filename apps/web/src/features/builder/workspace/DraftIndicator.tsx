import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DraftStatus } from '../draft/draftState.ts';

const colour: Record<DraftStatus, string> = {
  saved: 'green.9',
  unsaved: 'gray.7',
  saving: 'blue.9',
  conflict: 'orange.9',
  error: 'red.9',
};

/** The drafts icon of SPEC.md 7: unsaved, saving, saved, conflict, or a refused save with Try again. */
export function DraftIndicator({ status, onRetry }: { status: DraftStatus; onRetry: () => void }) {
  const { t } = useTranslation('builder');
  return (
    <Group gap={4} wrap="nowrap" aria-live="polite" data-testid="draft-status">
      <Badge color={colour[status]} variant="light" radius="sm">
        {t(`draft.status.${status}`)}
      </Badge>
      {status === 'error' && (
        <Button size="compact-xs" variant="subtle" onClick={onRetry}>
          {t('draft.retry')}
        </Button>
      )}
    </Group>
  );
}
