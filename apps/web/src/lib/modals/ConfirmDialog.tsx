import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalModal, type PortalModalProps } from './PortalModal.tsx';

export type ConfirmDialogProps = {
  opened: boolean;
  title: ReactNode;
  /** What will happen, in the caller's words. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Cancel button, Escape, the close button and a click outside. */
  onCancel: () => void;
  cancelLabel?: string;
  /** When given, confirming needs this box ticked first (docs/product/shell.md SHELL-16). */
  acknowledgementLabel?: ReactNode;
  /** The action runs: buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Confirm button text while busy, e.g. 'Retiring...'. */
  busyLabel?: string;
  /** Red confirm button for irreversible actions. */
  destructive?: boolean;
  size?: PortalModalProps['size'];
};

export function ConfirmDialog({
  opened,
  onCancel,
  busy = false,
  size,
  title,
  ...content
}: ConfirmDialogProps) {
  return (
    <PortalModal
      opened={opened}
      onClose={onCancel}
      title={title}
      size={size}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
    >
      {/* Inside the modal, so the acknowledgement resets every time the dialog opens. */}
      <ConfirmDialogContent {...content} busy={busy} onCancel={onCancel} />
    </PortalModal>
  );
}

function ConfirmDialogContent({
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  cancelLabel,
  acknowledgementLabel,
  busy,
  busyLabel,
  destructive = false,
}: Omit<ConfirmDialogProps, 'opened' | 'title' | 'size'> & { busy: boolean }) {
  const { t } = useTranslation('common');
  const [acknowledged, setAcknowledged] = useState(false);
  const needsAcknowledgement = acknowledgementLabel !== undefined;
  return (
    <Stack>
      <div>{children}</div>
      {needsAcknowledgement && (
        <Checkbox
          label={acknowledgementLabel}
          checked={acknowledged}
          disabled={busy}
          onChange={(event) => setAcknowledged(event.currentTarget.checked)}
          data-autofocus
        />
      )}
      <Group justify="flex-end">
        {/* Focus starts on the safe choice when there is no box to tick. */}
        <Button
          variant="default"
          onClick={onCancel}
          disabled={busy}
          data-autofocus={!needsAcknowledgement || undefined}
        >
          {cancelLabel ?? t('lib.confirm.cancel')}
        </Button>
        <Button
          color={destructive ? 'red' : undefined}
          onClick={onConfirm}
          disabled={busy || (needsAcknowledgement && !acknowledged)}
          aria-busy={busy || undefined}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
