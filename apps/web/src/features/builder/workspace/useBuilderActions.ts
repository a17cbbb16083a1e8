import type { AppDraft, DraftIssue } from '@portal/contracts';
import { draftConflictSchema } from '@portal/contracts';
import { useState } from 'react';
import { HttpError } from '../../../lib/http/HttpError.ts';
import { builderApi } from '../api/builderApi.ts';
import {
  useBuildDraftMutation,
  useResetDraftMutation,
  useValidateDraftMutation,
} from '../api/draftMutations.ts';
import type { useDraftEditor } from '../draft/useDraftEditor.ts';
import { buildRefusalActions } from './buildRefusal.utils.ts';

export type RunningBuild = { versionId: string; buildId: string };
/** A refusal the toolbar shows: a message, and the latest version when the draft must be rebased first. */
export type ActionProblem = {
  message: string;
  rebaseOnto?: string;
  /** The build was refused for a version number that exists: this one is free. */
  bumpTo?: string;
  /** The build's checks refused the draft: its problems say where. */
  showProblems?: boolean;
};

/**
 * Validate, build and reset of the draft being edited. Each first saves what is typed, so the server
 * checks and builds exactly what the user sees.
 */
export function useBuilderActions(appId: string, editor: ReturnType<typeof useDraftEditor>) {
  const [issues, setIssues] = useState<DraftIssue[] | null>(null);
  const [build, setBuild] = useState<RunningBuild | null>(null);
  const [problem, setProblem] = useState<ActionProblem | null>(null);

  const fail = (error: unknown) => {
    const body = error instanceof HttpError ? draftConflictSchema.safeParse(error.body) : null;
    const draft: AppDraft | undefined = body?.success ? body.data.draft : undefined;
    const latest = draft?.latestVersionId;
    const isBaseMoved = latest && draft.baseVersionId !== latest;
    setProblem({
      message: error instanceof Error ? error.message : String(error),
      ...(isBaseMoved ? { rebaseOnto: latest } : {}),
    });
  };

  const validate = useValidateDraftMutation(appId, editor, {
    onMutate: () => setProblem(null),
    onSuccess: (result) => result && setIssues(result.issues),
    onError: fail,
  });

  const buildDraft = useBuildDraftMutation(appId, editor, {
    onMutate: () => setProblem(null),
    // The build shows at once; the hook then reads the draft again, the new version's source.
    onSuccess: (created) => {
      if (!created) return;
      setIssues(null);
      setBuild({ versionId: created.version.id, buildId: created.build.id });
    },
    onError: (error) => {
      fail(error);
      const offered = buildRefusalActions(error, editor.current().files);
      setProblem((shown) => (shown ? { ...shown, ...offered } : shown));
    },
  });

  const reset = useResetDraftMutation(appId, editor, {
    onMutate: () => setProblem(null),
    onSuccess: () => setIssues(null),
    onError: fail,
  });

  /** A failed build: its errors by file and line, from the same checks (the log has them as text only). */
  const listBuildErrors = async () => {
    try {
      setIssues((await builderApi.validate(appId)).issues);
    } catch (error) {
      fail(error);
    }
  };

  return {
    issues,
    build,
    problem,
    validate,
    buildDraft,
    reset,
    listBuildErrors,
    clearProblem: () => setProblem(null),
    /** Follows a build started elsewhere than Build (a retried one) in the Build panel. */
    follow: (started: RunningBuild) => {
      setIssues(null);
      setBuild(started);
    },
  };
}
