import { z } from 'zod';
import { pagedSchema } from '../paging.ts';
import { associationTypeSchema } from './organizations.ts';
import { globalPermissionSchema } from './permissions.ts';
import { roleSchema } from './roles.ts';

/** A user the path names: `/auth/v1/users/:id/...`. */
export const userParamsSchema = z.object({ id: z.uuid() });

/** GET /auth/v1/users/self: who I am (docs/product/access.md ACCESS-3). */
export const userSelfSchema = z.object({
  userUuid: z.uuid(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  isProviderEmployee: z.boolean(),
  globalPermissions: z.array(globalPermissionSchema),
  hasSignedTerms: z.boolean(),
});
export type UserSelf = z.infer<typeof userSelfSchema>;

/** One member of a company: GET /auth/v1/organizations/{org}/users (pages of 100). */
export const orgMemberSchema = z.object({
  userUuid: z.uuid(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  associationType: associationTypeSchema,
  roles: z.array(roleSchema),
});
export type OrgMember = z.infer<typeof orgMemberSchema>;

export const orgMembersPageSchema = pagedSchema(orgMemberSchema);
export type OrgMembersPage = z.infer<typeof orgMembersPageSchema>;

/** GET /auth/v1/users/{id}/roles: roles per company shared with the caller. */
export const userRolesResponseSchema = z.object({
  roles: z.array(z.object({ organizationUuid: z.uuid(), roles: z.array(roleSchema) })),
});
export type UserRolesResponse = z.infer<typeof userRolesResponseSchema>;

/** A version of the Developer Program Terms, e.g. '2026-01'; staff publish new ones. */
const termsVersionName = z.string().trim().min(1).max(64);

/**
 * GET /auth/v2/users/terms: the terms in force, the latest version published (public). The text is the
 * web's bundle; the version is data, so publishing one asks every user to agree again.
 */
export const termsVersionSchema = z.object({ version: z.string(), publishedAt: z.iso.datetime() });
export type TermsVersion = z.infer<typeof termsVersionSchema>;

/** POST /auth/v2/users/terms (staff, admin.terms): publishes a new version, in force at once. */
export const termsPublishRequestSchema = z.object({ version: termsVersionName });

/** GET /auth/v2/users/self/terms and the answer of POST (agree). */
export const termsStatusSchema = z.object({
  version: z.string(),
  agreed: z.boolean(),
  agreedAt: z.iso.datetime().nullable(),
});
export type TermsStatus = z.infer<typeof termsStatusSchema>;

export const termsAgreeRequestSchema = z.object({ version: termsVersionName });

/** POST /auth/v2/users/terms/reset (staff): everyone, or the listed users, must agree again. */
export const termsResetRequestSchema = z.object({ userUuids: z.array(z.uuid()).max(1000).optional() });
export const termsResetResponseSchema = z.object({ reset: z.number().int().nonnegative() });
