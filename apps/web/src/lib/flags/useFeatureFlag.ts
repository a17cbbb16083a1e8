import type { FeatureFlagName } from '@portal/contracts';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { isMetricsOptedOut } from './metricsOptOut.ts';

/**
 * Whether a feature flag is on for this deployment (served with GET /api/v1/config). `userMetrics`
 * is also off for a user who opted out in this browser (docs/product/shell.md SHELL-19).
 */
export function useFeatureFlag(name: FeatureFlagName): boolean {
  const { flags } = usePublicConfig();
  if (name === 'userMetrics') return flags.userMetrics && !isMetricsOptedOut();
  return flags[name];
}
