import { readFile } from 'node:fs/promises';
import type { AppType, DraftIssue, SourceIssue } from '@portal/contracts';
import type { ThreadTask } from '../../platform/threads/runTask.ts';
import { checkAsset } from '../builds/builds.port.ts';
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

/**
 * One asset's content check (checkAsset), its bytes sent or read from `file`: an SVG is parsed, and the
 * 200,000 nodes its bound allows cost about 400 ms of parsing in a 2 MB file.
 */
export const checkAssetTask: ThreadTask<
  { name: string } & ({ bytes: Uint8Array } | { file: string }),
  SourceIssue[]
> = async (input) =>
  checkAsset(
    input.name,
    'file' in input
      ? await readFile(input.file)
      : Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength),
  );
