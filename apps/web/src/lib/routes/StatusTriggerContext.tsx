import { createContext, useContext } from 'react';

export type StatusTrigger = {
  /** Show the 404 view in place of the page, e.g. when its API answered 404. */
  notFound: () => void;
  /** Show the 403 view in place of the page, e.g. when its API answered 403. */
  forbidden: () => void;
};

export const StatusTriggerContext = createContext<StatusTrigger | null>(null);

/**
 * docs/product/shell.md SHELL-4: a page's not-found or forbidden trigger; the view resets when the path
 * changes.
 */
export function useStatusTrigger(): StatusTrigger {
  const trigger = useContext(StatusTriggerContext);
  if (!trigger) throw new Error('useStatusTrigger must be used inside RouteGate');
  return trigger;
}
