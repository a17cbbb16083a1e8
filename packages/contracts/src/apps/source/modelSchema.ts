import { z } from 'zod';
import { addDuplicateIssues } from './identifiers.ts';

export const modelFieldTypes = [
  'text',
  'number',
  'currency',
  'date',
  'datetime',
  'boolean',
  'enum',
  'worker',
  'reference',
] as const;

const modelFieldSchema = z.strictObject({
  name: z.string().regex(/^[a-z][A-Za-z0-9]{0,63}$/, 'Use camelCase, such as costCenter.'),
  label: z.string().min(1).max(120).optional(),
  type: z.enum(modelFieldTypes),
  required: z.boolean().optional(),
  /** For 'enum': the allowed values. */
  values: z.array(z.string().min(1).max(64)).min(1).max(200).optional(),
  /** For 'reference': the name of the model referred to. */
  reference: z.string().min(1).max(64).optional(),
});

/** A 'model' component: a business object the app stores (its fields and key). */
export const modelSchema = z
  .strictObject({
    name: z.string().regex(/^[A-Z][A-Za-z0-9]{0,63}$/, 'Use PascalCase, such as ExpenseReport.'),
    label: z.string().min(1).max(120).optional(),
    fields: z.array(modelFieldSchema).min(1).max(300),
    key: z.string().min(1).max(64).optional(),
  })
  .superRefine((model, ctx) => {
    const names = model.fields.map((f) => f.name);
    addDuplicateIssues(ctx, names, (i) => ['fields', i, 'name'], 'field name');
    if (model.key !== undefined && !names.includes(model.key))
      ctx.addIssue({ code: 'custom', path: ['key'], message: `The key '${model.key}' is not a field.` });
    model.fields.forEach((field, i) => {
      if (field.type === 'enum' && !field.values)
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i, 'values'],
          message: 'An enum field needs values.',
        });
      if (field.type === 'reference' && !field.reference)
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i, 'reference'],
          message: 'A reference field names the model it refers to.',
        });
    });
  });
export type ModelComponent = z.infer<typeof modelSchema>;
