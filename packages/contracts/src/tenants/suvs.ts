import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from '../paging.ts';
import { tenantNameSchema } from './tenantsApi.ts';

/**
 * What a SUV's sandbox data starts from (docs/product/tenants.md TENANTS-6): the HR core services, or HR with
 * finance (suppliers and invoices). The sandbox seeds a SUV's tenant from its template.
 */
export const suvTemplates = ['hr-core', 'hr-finance'] as const;
export type SuvTemplate = (typeof suvTemplates)[number];
export const suvTemplateSchema = z.enum(suvTemplates);

/** A SUV lives 1 to 30 days at a time; staff extend it by the same steps. */
export const suvMaxDays = 30;
const daysSchema = z.coerce
  .number()
  .int('Days is a whole number from 1 to 30.')
  .min(1, 'Days is a whole number from 1 to 30.')
  .max(suvMaxDays, 'Days is a whole number from 1 to 30.');

/** A short-lived single-user developer tenant, assigned to one user. */
export const suvSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  tenant: tenantNameSchema,
  organizationId: z.uuid(),
  userId: z.uuid(),
  userEmail: z.string(),
  template: suvTemplateSchema,
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type Suv = z.infer<typeof suvSchema>;

/** GET /auth/v1/suvs: live SUVs by expiry, soonest first. */
export const suvListQuerySchema = pageQuerySchema;
export const suvsPageSchema = pagedSchema(suvSchema);
export const suvParamsSchema = z.object({ id: z.uuid() });
export type SuvsPage = z.infer<typeof suvsPageSchema>;

/** POST /auth/v1/suvs: a SUV for the user with this e-mail, in their primary company. */
export const createSuvRequestSchema = z.object({
  userEmail: z.email('Enter the e-mail address of a portal user.').max(320),
  template: suvTemplateSchema,
  days: daysSchema,
});
export type CreateSuvRequest = z.infer<typeof createSuvRequestSchema>;

/** POST /auth/v1/suvs/{id}/extend: more days from now or from its expiry, whichever is later. */
export const extendSuvRequestSchema = z.object({ days: daysSchema });
