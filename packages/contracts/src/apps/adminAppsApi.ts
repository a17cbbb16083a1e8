import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from '../paging.ts';
import { appTypeSchema, environmentSchema } from './appEnumSchemas.ts';
import { buildSchema } from './appsApi.ts';
import { reviewStateSchema } from './lifecycle.ts';

/** Provider staff's view of every company's apps (/admin/apps). */
export const adminAppSorts = ['name', '-name', 'company', '-company', 'updatedAt', '-updatedAt'] as const;
export const adminAppListQuerySchema = pageQuerySchema.extend({
  /** Matches the app name, reference ID or company name. */
  q: z.string().trim().max(200).optional(),
  sort: z.enum(adminAppSorts).default('-updatedAt'),
  /** Only apps with a version waiting for review: the provider reviewers' queue. */
  review: z.enum(['IN_REVIEW']).optional(),
  /** Only one company's apps: its page in /admin/company-management. */
  organizationId: z.uuid().optional(),
});
export type AdminAppListQuery = z.infer<typeof adminAppListQuerySchema>;

export const adminAppSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  referenceId: z.string(),
  description: z.string(),
  type: appTypeSchema,
  organizationId: z.uuid(),
  organizationName: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  retiredAt: z.iso.datetime().nullable(),
});
export const adminAppPageSchema = pagedSchema(adminAppSchema);
export const adminAppParamsSchema = z.object({ id: z.uuid() });

export const adminAppVersionSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  version: z.string(),
  environment: environmentSchema,
  reviewState: reviewStateSchema,
  createdAt: z.iso.datetime(),
  /** Newest first. */
  builds: z.array(buildSchema),
});
/** The app with its company, and its versions newest first with their builds. */
export const adminAppDetailSchema = z.object({
  app: adminAppSchema,
  versions: z.array(adminAppVersionSchema),
});

export type AdminApp = z.infer<typeof adminAppSchema>;
export type AdminAppVersion = z.infer<typeof adminAppVersionSchema>;
export type AdminAppDetail = z.infer<typeof adminAppDetailSchema>;
