import { useSyncExternalStore } from 'react';

export type OpenModal = { close: () => void; persistOnNavigate: boolean };

/** Every open PortalModal, in opening order, so a page change can close them without knowing who opened them. */
const openModals = new Set<OpenModal>();
const listeners = new Set<() => void>();
let topmost: OpenModal | null = null;

function changed(): void {
  topmost = [...openModals].at(-1) ?? null;
  for (const listener of listeners) listener();
}

/** Called by PortalModal while it is open; returns the function that unregisters it. */
export function registerOpenModal(modal: OpenModal): () => void {
  openModals.add(modal);
  changed();
  return () => {
    openModals.delete(modal);
    changed();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The dialog on top, or null: toasts show inside it rather than over its text (ModalToasts). */
export function useTopmostModal(): OpenModal | null {
  // No dialog is open in a page rendered ahead of time (the prerendered public pages).
  return useSyncExternalStore(
    subscribe,
    () => topmost,
    () => null,
  );
}

/**
 * docs/product/shell.md SHELL-6: a page change closes open modals unless a modal is marked to persist (a
 * PortalModal with `persistOnNavigate`). Every dialog of the portal is a PortalModal, so this sees them all.
 */
export function closeModalsOnNavigate(): void {
  for (const modal of [...openModals]) if (!modal.persistOnNavigate) modal.close();
}
