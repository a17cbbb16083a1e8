import { Badge, Button, Group, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DraftStatus } from '../draft/draftState.ts';

const colour: Record<DraftStatus, MantineColor> = {
  saved: 'green',
  unsaved: 'gray',
  saving: 'blue',
  conflict: 'orange',
  error: 'red',
};

/**
 * The drafts icon (docs/product/builder.md BUILDER-4): unsaved, saving, saved, conflict, or a refused save
 * with Try again.
 */
export function DraftIndicator({ status, onRetry }: { status: DraftStatus; onRetry: () => void }) {
  const { t } = useTranslation('builder');
  return (
    <Group gap={4} wrap="nowrap" aria-live="polite" data-testid="draft-status">
      {/* Dark text on the light tint, as the build status badge: the tint's own shade fails AA. */}
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
