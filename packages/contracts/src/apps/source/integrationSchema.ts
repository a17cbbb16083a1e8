import { z } from 'zod';

export const integrationSystems = ['workday', 'rest', 'sftp', 'salesforce'] as const;
export const mappingTransforms = [
  'none',
  'trim',
  'uppercase',
  'lowercase',
  'date_iso',
  'currency_cents',
] as const;

const endpointSchema = z.strictObject({
  system: z.enum(integrationSystems),
  /** What is read or written: a business object (workers), a REST path or a file pattern. */
  resource: z.string().min(1).max(200),
  format: z.enum(['json', 'csv', 'xml']).optional(),
});

/** Five-field cron: minute hour day-of-month month day-of-week. */
export const cronSchema = z
  .string()
  .regex(/^(\S+\s+){4}\S+$/, 'Use a five-field cron expression such as "0 2 * * *".');

/** An 'integration' component: moves records from a source to a target through a field mapping. */
export const integrationSchema = z.strictObject({
  source: endpointSchema,
  target: endpointSchema,
  mapping: z
    .array(
      z.strictObject({
        from: z.string().min(1).max(200),
        to: z.string().min(1).max(200),
        transform: z.enum(mappingTransforms).optional(),
      }),
    )
    .min(1)
    .max(500),
  schedule: cronSchema.optional(),
  onError: z.enum(['stop', 'skip', 'retry']).optional(),
});
export type IntegrationComponent = z.infer<typeof integrationSchema>;
