import type { AppType, DraftIssue } from '@portal/contracts';
import type { ThreadTask } from '../../platform/threads/runTask.ts';
import { type DraftMaterial, type SplitUpload, splitUpload, zipDraft } from './draftSource.ts';
import { validateDraft } from './validateDraft.ts';

// Reading, checking and zipping a source is CPU work on up to megabytes: each runs in a thread of its own
// (runTask), never on the event loop.

export const validateDraftTask: ThreadTask<
  {
    dir: string;
    draft: DraftMaterial;
    app: { referenceId: string; type: AppType };
    allowedScriptGlobals: readonly string[];
  },
  DraftIssue[]
> = (input) => validateDraft(input);

export const zipDraftTask: ThreadTask<{ dir: string; draft: DraftMaterial; out: string }, void> = (input) =>
  zipDraft(input.dir, input.draft, input.out);

export const splitUploadTask: ThreadTask<{ zip: string; dir: string }, SplitUpload> = (input) =>
  splitUpload(input.zip, input.dir);
