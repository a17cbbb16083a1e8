import { z } from 'zod';
import type { Role } from './roleRules.ts';

/**
 * Permission strings a role grants inside one company (the org permissions of docs/product/access.md
 * ACCESS-4).
 */
export const orgPermissions = [
  'company.read',
  'company.admin',
  'users.read',
  'users.manage',
  'apps.read',
  'apps.write',
  'apps.retire',
  'apps.deploy',
  'apps.certify',
  'clients.read',
  'clients.manage',
  'tenants.read',
  'tenants.manage',
  'logs.read',
  // Alert rules on log presets: seeing them is logs.read.
  'alerts.manage',
  'analytics.read',
  'entitlements.read',
  'licenses.manage',
  'orchestrations.read',
  'orchestrations.write',
  'aws.manage',
  'support.manage',
] as const;
export const orgPermissionSchema = z.enum(orgPermissions);
export type OrgPermission = z.infer<typeof orgPermissionSchema>;

/** Global permissions of provider employees: the /admin area (ACCESS-4). */
export const globalPermissions = [
  'admin.portal',
  'admin.companies',
  'admin.users',
  'admin.apps',
  'admin.catalog',
  'admin.packages',
  'admin.terms',
  'admin.tenants',
  // Reviewers of the provider: certify versions companies submit for review (the way to Production).
  'admin.review',
  // Writers of the portal's own content: documentation pages and the search index over them.
  'admin.docs',
  // Support engineers of the provider: read and answer every company's support cases.
  'admin.support',
  // Staff who decide which company role holds which permission (/admin/roles/permissions).
  'admin.roles',
] as const;
export const globalPermissionSchema = z.enum(globalPermissions);
export type GlobalPermission = z.infer<typeof globalPermissionSchema>;

const memberPermissions: OrgPermission[] = ['company.read', 'apps.read', 'entitlements.read'];
const specialistPermissions: OrgPermission[] = [
  ...memberPermissions,
  'logs.read',
  'analytics.read',
  'tenants.read',
  'orchestrations.read',
];
const developerPermissions: OrgPermission[] = [
  ...specialistPermissions,
  'users.read',
  'apps.write',
  'apps.retire',
  'apps.deploy',
  'clients.read',
  'clients.manage',
  'tenants.manage',
  'orchestrations.write',
  'alerts.manage',
];

/**
 * The default role → permission mapping. The server seeds it into role_permissions and reads it from
 * there; the web never derives permissions itself but asks for `permissions/self`.
 */
export const defaultRolePermissions: Record<Role, readonly OrgPermission[]> = {
  member: memberPermissions,
  specialist: specialistPermissions,
  developer: developerPermissions,
  admin: orgPermissions.filter((p) => p !== 'support.manage' && p !== 'apps.certify'),
  // Developer support contacts read what they support and open cases; they change nothing.
  dsc: ['company.read', 'users.read', 'apps.read', 'logs.read', 'analytics.read', 'support.manage'],
  systemaccount: ['apps.read', 'apps.deploy', 'logs.read'],
};

/** The union of the permissions of several roles, in the order of `orgPermissions`. */
export function permissionsForRoles(
  userRoles: readonly Role[],
  mapping: Record<Role, readonly string[]> = defaultRolePermissions,
): OrgPermission[] {
  const granted = new Set(userRoles.flatMap((role) => mapping[role] ?? []));
  return orgPermissions.filter((p) => granted.has(p));
}

export const permissionsResponseSchema = z.object({ permissions: z.array(z.string()) });
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;
