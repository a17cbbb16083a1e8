import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { layers } from '../layers.ts';
import classes from './ToastsContainer.module.css';
import { showDeferredToasts } from './toasts.ts';

/** Where toasts render; mounted once in App. Lifetimes are ours (toasts.ts), so Mantine's are off. */
export function ToastsContainer() {
  useEffect(() => {
    showDeferredToasts();
  }, []);
  return (
    <Notifications
      position="top-right"
      autoClose={false}
      zIndex={layers.toast}
      classNames={{ root: classes.root }}
    />
  );
}
