import { useNotifications } from '@mantine/notifications';
import { type ComponentType, useEffect, useState } from 'react';
import { layers } from '../layers.ts';
import { useTopmostModal } from '../modals/openModals.ts';
import classes from './ToastsContainer.module.css';
import type { ToastsCornerProps } from './ToastsCorner.tsx';
import { showDeferredToasts } from './toasts.ts';

let loadedCorner: ComponentType<ToastsCornerProps> | undefined;

/**
 * Loads the toasts' corner (Mantine's notifications with their transitions and swipe, some 8 KB gzip), once:
 * most first screens show no toast and do without it (bench/README.md "The first load of `/` again").
 */
export function loadToastsCorner(): Promise<ComponentType<ToastsCornerProps>> {
  return import('./ToastsCorner.tsx').then((module) => {
    loadedCorner = module.ToastsCorner;
    return module.ToastsCorner;
  });
}

/**
 * Where toasts render; mounted once in App. The store (toasts.ts) takes toasts at once; the corner that
 * shows them is loaded with the first one, and renders those already in the store as it mounts.
 */
export function ToastsContainer() {
  // While a dialog is open its toasts show inside it (ModalToasts), never over its text.
  const dialogOpen = useTopmostModal() !== null;
  const anyToast = useNotifications().notifications.length > 0;
  const [Corner, setCorner] = useState(() => loadedCorner);
  useEffect(() => {
    showDeferredToasts();
  }, []);
  useEffect(() => {
    if (!anyToast || Corner) return;
    let mounted = true;
    void loadToastsCorner().then((loaded) => {
      if (mounted) setCorner(() => loaded);
    });
    return () => {
      mounted = false;
    };
  }, [anyToast, Corner]);
  if (!Corner) return null;
  return (
    <Corner
      zIndex={layers.toast}
      rootClassName={dialogOpen ? `${classes.root} ${classes.behindDialog}` : classes.root}
    />
  );
}
