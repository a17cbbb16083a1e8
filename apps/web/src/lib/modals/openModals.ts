import { modals } from '@mantine/modals';

type OpenModal = { close: () => void; persistOnNavigate: boolean };

/** Every open PortalModal, so a page change can close them without knowing who opened them. */
const openModals = new Set<OpenModal>();

/** Called by PortalModal while it is open; returns the function that unregisters it. */
export function registerOpenModal(modal: OpenModal): () => void {
  openModals.add(modal);
  return () => openModals.delete(modal);
}

/**
 * SPEC.md 2.4: a page change closes open modals unless a modal is marked to persist. Modals opened
 * through @mantine/modals' manager cannot be marked, so they always close; a modal that must survive
 * a page change is a PortalModal with `persistOnNavigate`.
 */
export function closeModalsOnNavigate(): void {
  for (const modal of [...openModals]) if (!modal.persistOnNavigate) modal.close();
  modals.closeAll();
}
