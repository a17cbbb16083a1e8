import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { layers } from '../layers.ts';
import { ModalToasts } from '../toasts/ModalToasts.tsx';
import { useFocusBackToOpener } from './focusReturn.ts';
import { type ModalHeight, type ModalSize, modalHeightStyles, modalWidths } from './modalSizes.ts';
import { type OpenModal, registerOpenModal, useTopmostModal } from './openModals.ts';

// No `returnFocus`: where the focus goes on close is one rule for every dialog (focusReturn.ts).
export type PortalModalProps = Omit<ModalProps, 'size' | 'returnFocus'> & {
  size?: ModalSize;
  /** A fixed height in vh; without it the modal is as high as its content. */
  height?: ModalHeight;
  /** Stays open when the user moves to another page (closed by default: docs/product/shell.md SHELL-6). */
  persistOnNavigate?: boolean;
};

/**
 * The portal's modal: the sizes of docs/product/shell.md SHELL-7, the modal layer, a labelled close button,
 * closed on navigation, the focus given back to its opener on close.
 */
export function PortalModal({
  size = 'small',
  height,
  persistOnNavigate = false,
  opened,
  onClose,
  children,
  ...props
}: PortalModalProps) {
  const { t } = useTranslation('common');
  // The latest onClose without re-registering on every render (callers pass inline functions).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // One entry per modal, so the open-modal registry can tell which one is on top.
  const entry = useRef<OpenModal>({ close: () => onCloseRef.current(), persistOnNavigate });
  entry.current.persistOnNavigate = persistOnNavigate;
  useEffect(() => {
    if (!opened) return;
    return registerOpenModal(entry.current);
  }, [opened]);
  const isTopmost = useTopmostModal() === entry.current;
  const rootRef = useRef<HTMLDivElement>(null);
  useFocusBackToOpener(opened, rootRef);

  return (
    <Modal
      ref={rootRef}
      opened={opened}
      onClose={onClose}
      size={modalWidths[size]}
      zIndex={layers.modal}
      closeButtonProps={{ 'aria-label': t('lib.modal.close') }}
      styles={height ? modalHeightStyles(height) : undefined}
      returnFocus={false}
      {...props}
    >
      {isTopmost && <ModalToasts />}
      {children}
    </Modal>
  );
}
