import { z } from 'zod';
import { addDuplicateIssues, localIdSchema } from './identifiers.ts';

export const pageFieldTypes = [
  'text',
  'number',
  'currency',
  'date',
  'boolean',
  'select',
  'worker',
  'attachment',
] as const;

const pageFieldSchema = z.strictObject({
  id: localIdSchema,
  label: z.string().min(1).max(120),
  type: z.enum(pageFieldTypes),
  required: z.boolean().optional(),
  /** The model field the value is read from and written to. */
  binding: z.string().min(1).max(64).optional(),
  options: z
    .array(z.strictObject({ value: z.string().min(1).max(64), label: z.string().min(1).max(120) }))
    .min(1)
    .max(200)
    .optional(),
});

const pageActionSchema = z.strictObject({
  id: localIdSchema,
  label: z.string().min(1).max(60),
  style: z.enum(['primary', 'secondary', 'danger']).optional(),
  /** Component id of the orchestration the action starts. */
  orchestration: localIdSchema.optional(),
});

/** A 'page' component: a JSON UI definition the platform renders (form, list, detail or dashboard). */
export const pageSchema = z
  .strictObject({
    title: z.string().min(1).max(120),
    route: z
      .string()
      .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'Use lowercase path segments such as expenses/new.')
      .optional(),
    layout: z.enum(['form', 'list', 'detail', 'dashboard']),
    /** Component id of the model the page shows. */
    model: localIdSchema.optional(),
    sections: z
      .array(
        z.strictObject({
          id: localIdSchema,
          title: z.string().min(1).max(120).optional(),
          fields: z.array(pageFieldSchema).min(1).max(200),
        }),
      )
      .min(1)
      .max(50),
    actions: z.array(pageActionSchema).max(20).optional(),
  })
  .superRefine((page, ctx) => {
    addDuplicateIssues(
      ctx,
      page.sections.map((s) => s.id),
      (i) => ['sections', i, 'id'],
      'section id',
    );
    const fields = page.sections.flatMap((s, si) => s.fields.map((f, fi) => ({ id: f.id, si, fi })));
    addDuplicateIssues(
      ctx,
      fields.map((f) => f.id),
      (i) => ['sections', fields[i]!.si, 'fields', fields[i]!.fi, 'id'],
      'field id',
    );
    page.sections.forEach((section, si) => {
      section.fields.forEach((field, fi) => {
        if (field.type === 'select' && !field.options)
          ctx.addIssue({
            code: 'custom',
            path: ['sections', si, 'fields', fi, 'options'],
            message: 'A select field needs options.',
          });
      });
    });
    addDuplicateIssues(
      ctx,
      (page.actions ?? []).map((a) => a.id),
      (i) => ['actions', i, 'id'],
      'action id',
    );
  });
export type PageComponent = z.infer<typeof pageSchema>;
