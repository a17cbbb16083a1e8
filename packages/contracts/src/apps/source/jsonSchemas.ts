import { z } from 'zod';
import { manifestSchema } from './manifestSchema.ts';
import { componentSchemas } from './validateSource.ts';

/**
 * The JSON Schemas (draft 2020-12) of manifest.json and of each JSON component kind, generated from the
 * zod schemas so the two cannot drift. For editors and the app builder; rules across fields (duplicate
 * ids, step references, app type rules) are only in the zod schemas, which remain the authority.
 */
export function appSourceJsonSchemas() {
  const convert = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' });
  return {
    manifest: convert(manifestSchema),
    page: convert(componentSchemas.page),
    integration: convert(componentSchemas.integration),
    orchestration: convert(componentSchemas.orchestration),
    model: convert(componentSchemas.model),
    collection: convert(componentSchemas.collection),
  };
}
