import { hasItem, removeItem, writeString } from '../storage/safeStorage.ts';
import { storageKeys } from '../storage/storageKeys.ts';

/**
 * docs/product/shell.md SHELL-19: user metrics are on unless the opt-out key is in localStorage (whatever its
 * value).
 */
export function isMetricsOptedOut(): boolean {
  return hasItem(storageKeys.metricsOptOut);
}

export function setMetricsOptOut(optOut: boolean): void {
  if (optOut) writeString(storageKeys.metricsOptOut, 'true');
  else removeItem(storageKeys.metricsOptOut);
}
