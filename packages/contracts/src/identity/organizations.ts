import { z } from 'zod';
import { accountStatuses } from './accountStatus.ts';
import { regionSchema } from './regions.ts';
import { roleSchema } from './roles.ts';

/**
 * docs/product/companies.md COMPANIES-1: organization types; Education and Hackathon form a special group.
 */
export const organizationTypes = [
  'Customer',
  'Education',
  'Hackathon',
  'Internal',
  'Partner',
  'Software Partner',
  'Producer',
] as const;
export const organizationTypeSchema = z.enum(organizationTypes);
export type OrganizationType = z.infer<typeof organizationTypeSchema>;

/** The company a path names: `/auth/v1/organizations/:org/...`. */
export const organizationParamsSchema = z.object({ org: z.uuid() });
/** One member of the company a path names: `/auth/v1/.../organizations/:org/users/:user/...`. */
export const organizationMemberParamsSchema = organizationParamsSchema.extend({ user: z.uuid() });
/** One licence the company gives: `/auth/v1/organizations/:org/licenses/:licenseId`. */
export const licenseParamsSchema = organizationParamsSchema.extend({ licenseId: z.uuid() });

export const associationTypes = ['PRIMARY', 'SECONDARY', 'COLLABORATOR'] as const;
export const associationTypeSchema = z.enum(associationTypes);
export type AssociationType = z.infer<typeof associationTypeSchema>;

export const accountStatusSchema = z.enum(accountStatuses);

/** A company as the user sees it: COMPANIES-1's fields plus its account status. */
export const organizationSchema = z.object({
  organizationUuid: z.uuid(),
  organizationName: z.string(),
  region: regionSchema,
  organizationType: organizationTypeSchema,
  roles: z.array(roleSchema),
  associationType: associationTypeSchema,
  isAWS: z.boolean(),
  accountStatus: accountStatusSchema,
});
export type Organization = z.infer<typeof organizationSchema>;

export const userOrganizationsResponseSchema = z.object({ userOrganizations: z.array(organizationSchema) });
export type UserOrganizationsResponse = z.infer<typeof userOrganizationsResponseSchema>;
