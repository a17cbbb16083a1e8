import { Alert, Button, Group, Stack, Text } from '@mantine/core';
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
  /** What failed, over the problem (the server's message), when the problem alone would not say it. */
  problemTitle?: string;
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** The submit waits for what the form still needs (a choice, a field the rules refuse). */
  submitDisabled?: boolean;
  /** The form checks its fields itself and says what is wrong in its words, not the browser's. */
  noValidate?: boolean;
  /** While busy the modal cannot be closed (an upload whose progress it shows). */
  staysWhileBusy?: boolean;
  size?: PortalModalProps['size'];
  height?: PortalModalProps['height'];
};

/** A modal form: its fields, the problem that stops it, Cancel and the submit button; Enter submits. */
export function FormModal({
  title,
  onClose,
  onSubmit,
  children,
  problem,
  problemTitle,
  submitLabel,
  cancelLabel,
  busy,
  submitDisabled = false,
  noValidate = false,
  staysWhileBusy = false,
  size = 'large',
  height,
}: Props) {
  const isClosable = !(staysWhileBusy && busy);
  return (
    <PortalModal
      opened
      onClose={onClose}
      size={size}
      height={height}
      title={title}
      closeOnEscape={isClosable}
      closeOnClickOutside={isClosable}
      withCloseButton={isClosable}
    >
      <form
        noValidate={noValidate}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack>
          {children}
          {problem &&
            (problemTitle ? (
              <Alert color="red" role="alert" title={problemTitle}>
                {problem}
              </Alert>
            ) : (
              <Text c="red.8" size="sm" role="alert">
                {problem}
              </Text>
            ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={busy} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </PortalModal>
  );
}
