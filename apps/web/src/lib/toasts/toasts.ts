import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { getI18n } from 'react-i18next';
import { readJson, removeItem, writeJson } from '../storage/safeStorage.ts';
import { storageKeys } from '../storage/storageKeys.ts';
import { startVisibleTimer } from './visibleTimer.ts';

/** docs/product/shell.md SHELL-9: a toast lives 5000 ms of visible time unless persistent. */
export const TOAST_LIFETIME_MS = 5000;

export type ToastKind = 'info' | 'warn' | 'error';

export type ToastOptions = {
  title?: ReactNode;
  /** Stays until the user closes it. */
  persistent?: boolean;
  /** Goes away when the user moves to another page (SHELL-9). */
  clearOnNavigate?: boolean;
  /** Showing a toast with the id of a shown one replaces it (e.g. one 'offline' toast, not five). */
  id?: string;
};

const colors: Record<ToastKind, string> = { info: 'brand', warn: 'yellow', error: 'red' };

/** Toasts on screen, with what is needed to end them: our own timer and the navigation rule. */
const active = new Map<string, { cancelTimer: () => void; clearOnNavigate: boolean }>();
let nextId = 0;

function forget(id: string): void {
  active.get(id)?.cancelTimer();
  active.delete(id);
}

function showToast(kind: ToastKind, message: ReactNode, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++nextId}`;
  forget(id);
  notifications.hide(id);
  // Mantine's own auto-close keeps counting in a hidden tab; ours does not, so Mantine's is off.
  notifications.show({
    id,
    message,
    title: options.title,
    color: colors[kind],
    autoClose: false,
    closeButtonProps: { 'aria-label': getI18n()?.t('common:lib.toasts.close') },
    'data-toast-kind': kind,
    onClose: () => forget(id),
  });
  const cancelTimer = options.persistent
    ? () => undefined
    : startVisibleTimer(TOAST_LIFETIME_MS, () => hideToast(id));
  active.set(id, { cancelTimer, clearOnNavigate: options.clearOnNavigate ?? false });
  return id;
}

export const toast = {
  info: (message: ReactNode, options?: ToastOptions) => showToast('info', message, options),
  warn: (message: ReactNode, options?: ToastOptions) => showToast('warn', message, options),
  error: (message: ReactNode, options?: ToastOptions) => showToast('error', message, options),
};

export function hideToast(id: string): void {
  forget(id);
  notifications.hide(id);
}

/** Hides the toasts shown with `clearOnNavigate`; ShellEffects calls it on every page change. */
export function clearToastsOnNavigate(): void {
  for (const [id, entry] of active) if (entry.clearOnNavigate) hideToast(id);
}

/** Hides every toast, persistent ones included (e.g. at sign-out). */
export function hideAllToasts(): void {
  for (const id of [...active.keys()]) hideToast(id);
}

type DeferredToast = {
  kind: ToastKind;
  message: string;
  options?: Omit<ToastOptions, 'title'> & { title?: string };
};

/**
 * Keeps a toast for the next full page load, for messages that must survive a redirect or a reload
 * (e.g. after a company switch remounts the app). Text only: it goes through sessionStorage.
 */
export function deferToast(kind: ToastKind, message: string, options?: DeferredToast['options']): void {
  const pending = readJson<DeferredToast[]>(storageKeys.pendingToasts, undefined, 'session') ?? [];
  writeJson(storageKeys.pendingToasts, [...pending, { kind, message, options }], 'session');
}

/** Shows the toasts deferred by the previous page load, once. */
export function showDeferredToasts(): void {
  const pending = readJson<DeferredToast[]>(storageKeys.pendingToasts, undefined, 'session');
  removeItem(storageKeys.pendingToasts, 'session');
  if (!Array.isArray(pending)) return;
  for (const { kind, message, options } of pending) {
    if (kind in colors && typeof message === 'string') showToast(kind, message, options);
  }
}
