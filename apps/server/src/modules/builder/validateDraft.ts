import path from 'node:path';
import {
  type AppType,
  type DraftIssue,
  jsonErrorPosition,
  locateJsonPointer,
  MANIFEST_FILE,
  type SourceIssue,
} from '@portal/contracts';
import { validateSourceFiles } from '../builds/builds.port.ts';
import { type DraftMaterial, materializeDraft } from './draftSource.ts';

/** Where in its file an issue is: a JSON syntax error's position, or the value its pointer names. */
function withPosition(issue: SourceIssue, files: Record<string, string>): DraftIssue {
  const text = issue.file === undefined ? undefined : files[issue.file];
  if (text === undefined) return issue;
  const position =
    issue.code === 'manifest_invalid_json' || issue.code === 'component_invalid_json'
      ? (jsonErrorPosition(text, issue.message) ?? { line: 1, column: 1 })
      : issue.pointer !== undefined
        ? locateJsonPointer(text, issue.pointer)
        : null;
  return position ? { ...issue, ...position } : issue;
}

/**
 * The build's own checks (validateSourceFiles, the same function a build runs) on a draft, without
 * building: plus the app type check an upload makes before it builds. Runs in a task thread.
 */
export async function validateDraft(input: {
  dir: string;
  draft: DraftMaterial;
  app: { referenceId: string; type: AppType };
  /** The build environment's list, read by the caller as a build reads it. */
  allowedScriptGlobals: readonly string[];
}): Promise<DraftIssue[]> {
  const sourceDir = path.join(input.dir, 'source');
  const names = await materializeDraft(sourceDir, input.draft);
  const { manifest, issues } = await validateSourceFiles(
    sourceDir,
    new Set(names),
    input.app.referenceId,
    () => {},
    input.allowedScriptGlobals,
  );
  if (manifest && manifest.type !== input.app.type)
    issues.unshift({
      code: 'manifest_invalid',
      file: MANIFEST_FILE,
      pointer: '/type',
      message: `The manifest's type ${manifest.type} does not match the app's type ${input.app.type}.`,
    });
  return issues.map((issue) => withPosition(issue, input.draft.files));
}
