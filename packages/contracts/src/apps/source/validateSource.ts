import type { z } from 'zod';
import type { BuildErrorCode, SourceIssue } from './appSourceErrors.ts';
import { toJsonPointer } from './appSourceErrors.ts';
import { collectionSchema } from './collectionSchema.ts';
import type { JsonComponentKind } from './componentKinds.ts';
import { integrationSchema } from './integrationSchema.ts';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './jsonDepth.ts';
import { MANIFEST_FILE } from './manifestFiles.ts';
import { type AppManifest, manifestSchema } from './manifestSchema.ts';
import { modelSchema } from './modelSchema.ts';
import { orchestrationSchema } from './orchestrationSchema.ts';
import { pageSchema } from './pageSchema.ts';

/** The schema of each JSON component kind: the build and the app builder validate against these. */
export const componentSchemas = {
  page: pageSchema,
  integration: integrationSchema,
  orchestration: orchestrationSchema,
  model: modelSchema,
  collection: collectionSchema,
} satisfies Record<JsonComponentKind, z.ZodType>;

type Parsed<T> = { ok: true; value: T } | { ok: false; issues: SourceIssue[] };

function schemaIssues(error: z.ZodError, file: string, code: BuildErrorCode): SourceIssue[] {
  return error.issues.map((issue) => {
    const pointer = toJsonPointer(issue.path);
    return { code, file, pointer, message: `${file} ${pointer || '/'}: ${issue.message}` };
  });
}

/**
 * JSON.parse with the file named in the issue; the text is already decoded as UTF-8. Text nested deeper
 * than MAX_JSON_DEPTH is refused before it is parsed, so nothing after this recurses without bound.
 */
export function parseJsonFile(
  file: string,
  text: string,
  code: 'manifest_invalid_json' | 'component_invalid_json',
): Parsed<unknown> {
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH))
    return {
      ok: false,
      issues: [
        {
          code,
          file,
          pointer: '',
          message: `${file} nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep, the most an app source file may.`,
        },
      ],
    };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      issues: [{ code, file, pointer: '', message: `${file} is not valid JSON: ${reason}` }],
    };
  }
}

export function validateManifest(value: unknown): Parsed<AppManifest> {
  const result = manifestSchema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, issues: schemaIssues(result.error, MANIFEST_FILE, 'manifest_invalid') };
}

export function validateComponent(kind: JsonComponentKind, file: string, value: unknown): Parsed<unknown> {
  const result = componentSchemas[kind].safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, issues: schemaIssues(result.error, file, 'component_invalid') };
}
