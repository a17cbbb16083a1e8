import type { EntitlementUsage } from '@portal/contracts';
import { usageLevel } from '../entitlements/usageLevel.ts';

/** The limited measure nearest its limit (the first of equals), or null when nothing is limited. */
export function nearestLimit(usage: readonly EntitlementUsage[]): EntitlementUsage | null {
  let nearest: { usage: EntitlementUsage; share: number } | null = null;
  for (const item of usage) {
    const { share } = usageLevel(item);
    if (share === null) continue;
    const exact = item.limit ? item.used / item.limit : share;
    if (!nearest || exact > nearest.share) nearest = { usage: item, share: exact };
  }
  return nearest?.usage ?? null;
}
