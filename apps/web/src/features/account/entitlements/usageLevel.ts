import type { EntitlementUsage } from '@portal/contracts';

/** How full a limit is, as a share of it (capped at 1 for the bar), and the colour that warns. */
export function usageLevel(usage: Pick<EntitlementUsage, 'limit' | 'used'>): {
  share: number | null;
  color: 'blue' | 'yellow' | 'red';
} {
  if (usage.limit === null) return { share: null, color: 'blue' };
  if (usage.limit === 0) return { share: usage.used > 0 ? 1 : 0, color: usage.used > 0 ? 'red' : 'blue' };
  const share = usage.used / usage.limit;
  return { share: Math.min(1, share), color: share >= 1 ? 'red' : share >= 0.8 ? 'yellow' : 'blue' };
}
