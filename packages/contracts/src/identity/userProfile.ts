import { z } from 'zod';
import { organizationParamsSchema } from './organizations.ts';
import { roleSchema } from './roles.ts';
import { userParamsSchema } from './users.ts';

/** GET /auth/v1/users/{id}: who a user is, to themselves or to an admin of a company they share. */
export const userProfileSchema = z.object({
  userUuid: z.uuid(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** `/auth/v1/users/:id/organizations/:org`: one of a user's companies. */
export const userOrganizationParamsSchema = userParamsSchema.extend({
  org: organizationParamsSchema.shape.org,
});

/** `/auth/v1/users/:id/roles/:role`: one role, in the company of the x-organization-id header. */
export const userRoleParamsSchema = userParamsSchema.extend({ role: roleSchema });

/** GET /auth/v1/users/{id}/roles/{role}: whether the user holds the role in that company. */
export const userRoleHeldSchema = z.object({
  organizationUuid: z.uuid(),
  role: roleSchema,
  held: z.boolean(),
});
export type UserRoleHeld = z.infer<typeof userRoleHeldSchema>;
