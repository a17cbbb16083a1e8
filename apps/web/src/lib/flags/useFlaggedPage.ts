import type { FeatureFlagName } from '@portal/contracts';
import { useEffect } from 'react';
import { useStatusTrigger } from '../routes/StatusTriggerContext.tsx';
import { useFeatureFlag } from './useFeatureFlag.ts';

/**
 * For a page that exists only while `flag` is on: off, it shows the not-found page, exactly as a route
 * that does not exist. Returns the flag, so the page renders (and queries) nothing while it is off.
 */
export function useFlaggedPage(flag: FeatureFlagName): boolean {
  const enabled = useFeatureFlag(flag);
  const { notFound } = useStatusTrigger();
  useEffect(() => {
    if (!enabled) notFound();
  }, [enabled, notFound]);
  return enabled;
}
