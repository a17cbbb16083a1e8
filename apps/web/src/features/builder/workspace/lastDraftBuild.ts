import type { App, AppDraft } from '@portal/contracts';
import type { RunningBuild } from './useBuilderActions.ts';

/**
 * The build the Build panel follows: the one started in this page, or else (after a reload) the build of the
 * version the draft is based on, when that is the app's latest: building a draft makes it that version's
 * source (docs/product/builder.md BUILDER-9). A draft based on an older version, or a version not built yet,
 * has none to show.
 */
export function lastDraftBuild(
  app: Pick<App, 'latestVersion'>,
  draft: Pick<AppDraft, 'baseVersionId'>,
  started: RunningBuild | null,
): RunningBuild | null {
  if (started) return started;
  const latest = app.latestVersion;
  if (!latest?.buildId || draft.baseVersionId !== latest.id) return null;
  return { versionId: latest.id, buildId: latest.buildId };
}
