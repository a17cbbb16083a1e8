import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PortalModal, type PortalModalProps } from './PortalModal.tsx';

type Props = {
  title: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  /** The fields. */
  children: ReactNode;
  /** What is wrong with the form as a whole (the server's message, or the first check that failed). */
  problem: string | null;
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  size?: PortalModalProps['size'];
};

/** A modal form: its fields, the problem that stops it, Cancel and the submit button; Enter submits. */
export function FormModal({
  title,
  onClose,
  onSubmit,
  children,
  problem,
  submitLabel,
  cancelLabel,
  busy,
  size = 'large',
}: Props) {
  return (
    <PortalModal opened onClose={onClose} size={size} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack>
          {children}
          {problem && (
            <Text c="red.8" size="sm" role="alert">
              {problem}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </PortalModal>
  );
}
