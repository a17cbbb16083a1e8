import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
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
  useFocusBackOnClose();
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

/**
 * Gives the focus back, once the dialog is gone, to the element that had it when the dialog came: the button
 * that opened it, or when that was a menu's item (gone with its menu), the menu's button. Mantine's modal
 * records that element when `opened` changes, but a FormModal is mounted open and unmounted on close, so it
 * recorded nothing and the focus fell to the page's body (a keyboard user lost their place). Read in render,
 * before the modal's focus trap moves the focus inside it; left alone when the focus has gone somewhere else
 * meanwhile (another dialog) or the element has gone too (a page left on submit).
 */
function useFocusBackOnClose() {
  const [opener] = useState(() => {
    const element = document.activeElement;
    // A menu is labelled by its button (Mantine's Menu), which stays when the menu closes.
    const menuButtonId = element?.closest('[role="menu"]')?.getAttribute('aria-labelledby') ?? null;
    return { element, menuButtonId };
  });
  useEffect(
    () => () => {
      const focused = document.activeElement;
      if (focused !== null && focused !== document.body && focused.isConnected) return;
      const target = opener.element?.isConnected
        ? opener.element
        : opener.menuButtonId && document.getElementById(opener.menuButtonId);
      if (target instanceof HTMLElement) target.focus({ preventScroll: true });
    },
    [opener],
  );
}
