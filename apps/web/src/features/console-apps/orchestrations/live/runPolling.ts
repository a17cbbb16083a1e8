import { finishedRunStatuses, type OrchestrationRunStatus } from '@portal/contracts';
import type { CompanyEventsMode } from '../../live/useCompanyEvents.ts';

/** How often a page asks again for a run that moves, when the notifications socket is not available. */
export const LIVE_POLL_MS = 1500;
/** While the socket is live, a slow poll still runs: a lost event must not leave a run shown running. */
export const RUN_SAFETY_POLL_MS = 15_000;
/**
 * A run that waits (a wait step, for seconds or for a day) moves only when its wait ends: asking every
 * 1.5 s would be wasted (docs/product/orchestrations.md ORCH-9), socket or not.
 */
export const WAITING_POLL_MS = 30_000;

export const isRunOpen = (status: OrchestrationRunStatus) => !finishedRunStatuses.includes(status);

/**
 * How often a page showing runs in these statuses asks again: never once they have all ended; slowly
 * when the open ones all wait; else fast only when the socket failed, and as a safety net while it is live.
 */
export function runsPollInterval(
  statuses: readonly OrchestrationRunStatus[],
  mode: CompanyEventsMode,
): number | false {
  const open = statuses.filter(isRunOpen);
  if (open.length === 0) return false;
  if (open.every((status) => status === 'WAITING')) return WAITING_POLL_MS;
  return mode === 'polling' ? LIVE_POLL_MS : RUN_SAFETY_POLL_MS;
}
