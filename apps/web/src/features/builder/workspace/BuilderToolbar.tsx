import { Button, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftStatus } from '../draft/draftState.ts';
import { DraftIndicator } from './DraftIndicator.tsx';

type Props = {
  appName: string;
  status: DraftStatus;
  isNarrow: boolean;
  isDiffOn: boolean;
  baseVersionNumber: number | null;
  isValidating: boolean;
  isBuilding: boolean;
  onOpenFiles: () => void;
  onRetry: () => void;
  onFormat: () => void;
  onToggleDiff: () => void;
  onValidate: () => void;
  onBuild: () => void;
  onReset: () => void;
  /** The zip download and upload (ZipActions). */
  zipActions: ReactNode;
};

/** The builder's header: which app, the drafts indicator, and the actions on the draft. */
export function BuilderToolbar(props: Props) {
  const { t } = useTranslation('builder');
  const isConflict = props.status === 'conflict';
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {props.isNarrow && (
          <Button size="xs" variant="default" onClick={props.onOpenFiles} style={{ flexShrink: 0 }}>
            {t('tree.open')}
          </Button>
        )}
        <Title order={1} size="h3" lineClamp={1}>
          {props.appName}
        </Title>
        <div style={{ flexShrink: 0 }}>
          <DraftIndicator status={props.status} onRetry={props.onRetry} />
        </div>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button size="xs" variant="default" onClick={props.onFormat} disabled={props.isDiffOn || isConflict}>
          {t('actions.format')}
        </Button>
        <Button
          size="xs"
          variant={props.isDiffOn ? 'filled' : 'default'}
          aria-pressed={props.isDiffOn}
          onClick={props.onToggleDiff}
          disabled={isConflict || props.baseVersionNumber === null}
        >
          {t('actions.diff', { number: props.baseVersionNumber ?? '' })}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={props.onValidate}
          loading={props.isValidating}
          disabled={isConflict}
        >
          {t('actions.validate')}
        </Button>
        <Button size="xs" onClick={props.onBuild} loading={props.isBuilding} disabled={isConflict}>
          {t('actions.build')}
        </Button>
        {props.zipActions}
        <Button size="xs" variant="default" color="red" onClick={props.onReset} disabled={isConflict}>
          {t('actions.reset')}
        </Button>
      </Group>
    </Group>
  );
}
