import type { z } from 'zod';
import type { BuildErrorCode, SourceIssue } from './appSourceErrors.ts';
import { toJsonPointer } from './appSourceErrors.ts';
import { collectionSchema } from './collectionSchema.ts';
import type { JsonComponentKind } from './componentKinds.ts';
import { integrationSchema } from './integrationSchema.ts';
import { type AppManifest, MANIFEST_FILE, manifestSchema } from './manifestSchema.ts';
import { modelSchema } from './modelSchema.ts';
import { type OrchestrationComponent, orchestrationSchema, scriptReferences } from './orchestrationSchema.ts';
import { type PageComponent, pageSchema } from './pageSchema.ts';

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

/** JSON.parse with the file named in the issue; the text is already decoded as UTF-8. */
export function parseJsonFile(
  file: string,
  text: string,
  code: 'manifest_invalid_json' | 'component_invalid_json',
): Parsed<unknown> {
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

/**
 * References between components: a page's model and action orchestrations, an orchestration's scripts.
 * `documents` holds the validated JSON of each component by id.
 */
export function crossReferenceIssues(
  manifest: AppManifest,
  documents: ReadonlyMap<string, unknown>,
): SourceIssue[] {
  const kindOf = new Map(manifest.components.map((c) => [c.id, c.kind]));
  const issues: SourceIssue[] = [];
  const expect = (file: string, path: PropertyKey[], id: string, kind: string) => {
    if (kindOf.get(id) === kind) return;
    const pointer = toJsonPointer(path);
    issues.push({
      code: 'component_reference',
      file,
      pointer,
      message: `${file} ${pointer}: no ${kind} component has the id '${id}'.`,
    });
  };
  for (const component of manifest.components) {
    const doc = documents.get(component.id);
    if (doc === undefined) continue;
    if (component.kind === 'page') {
      const page = doc as PageComponent;
      if (page.model) expect(component.path, ['model'], page.model, 'model');
      page.actions?.forEach((action, i) => {
        if (action.orchestration)
          expect(component.path, ['actions', i, 'orchestration'], action.orchestration, 'orchestration');
      });
    }
    if (component.kind === 'orchestration') {
      for (const ref of scriptReferences(doc as OrchestrationComponent))
        expect(component.path, ref.pointer, ref.id, 'script');
    }
  }
  return issues;
}
