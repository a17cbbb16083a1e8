import type { AppVersion, VersionLifecycle } from '@portal/contracts';

/** A version as the contracts' lifecycle state machine reads it (the console's actions, the deploy dialog). */
export function versionLifecycle(version: AppVersion, isAppRetired: boolean): VersionLifecycle {
  return {
    environment: version.environment,
    reviewState: version.reviewState,
    buildStatus: version.latestBuild?.status ?? null,
    isAppRetired,
  };
}
