import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { layers } from '../layers.ts';
import { useTopmostModal } from '../modals/openModals.ts';
import classes from './ToastsContainer.module.css';
import { showDeferredToasts } from './toasts.ts';

/** Where toasts render; mounted once in App. Lifetimes are ours (toasts.ts), so Mantine's are off. */
export function ToastsContainer() {
  // While a dialog is open its toasts show inside it (ModalToasts), never over its text.
  const dialogOpen = useTopmostModal() !== null;
  useEffect(() => {
    showDeferredToasts();
  }, []);
  return (
    <Notifications
      position="top-right"
      autoClose={false}
      zIndex={layers.toast}
      classNames={{ root: dialogOpen ? `${classes.root} ${classes.behindDialog}` : classes.root }}
    />
  );
}
