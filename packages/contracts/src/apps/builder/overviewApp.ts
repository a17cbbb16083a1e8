import { z } from 'zod';
import { appTypeSchema } from '../appEnumSchemas.ts';

/** An app as the builders' overviews list it, before what each overview sums up of its source. */
export const overviewAppSchema = z.object({
  appId: z.string(),
  referenceId: z.string(),
  name: z.string(),
  type: appTypeSchema,
});
