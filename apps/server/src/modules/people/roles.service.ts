import { type OrgPermission, orgPermissions, type Role, type RolesMatrix, roles } from '@portal/contracts';
import { HttpError } from '../../platform/httpError.ts';
import type { RolesRepository } from './roles.repository.ts';
import type { StaffAudit } from './staffAudit.ts';

/**
 * What an admin must keep, whatever staff change: without them no one in a company could manage its
 * members or its settings, and only staff could repair it.
 */
const ADMIN_CORE: OrgPermission[] = ['users.read', 'users.manage', 'company.admin'];

/** Which role holds which permission (/admin/roles, /admin/roles/permissions). */
export function rolesService(repo: RolesRepository, audit: StaffAudit) {
  return {
    async matrix(): Promise<RolesMatrix> {
      const rows = await repo.all();
      return {
        permissions: [...orgPermissions],
        roles: roles.map((role) => ({
          role,
          permissions: orgPermissions.filter((p) => rows.some((r) => r.role === role && r.permission === p)),
        })),
      };
    },

    async set(
      role: Role,
      permission: OrgPermission,
      granted: boolean,
      actor: { userId: string; ip?: string },
    ) {
      if (role === 'admin' && !granted && ADMIN_CORE.includes(permission))
        throw new HttpError(
          'conflict',
          `Admins always hold ${permission}: without it no one could manage the company.`,
        );
      const changed = await repo.set(role, permission, granted);
      if (changed)
        await audit({
          userId: actor.userId,
          action: granted ? 'roles.permission.grant' : 'roles.permission.revoke',
          target: `${role}:${permission}`,
          message: `${granted ? 'Granted' : 'Took back'} ${permission} ${granted ? 'to' : 'from'} the ${role} role`,
          ip: actor.ip,
          before: { role, permission, granted: !granted },
          after: { role, permission, granted },
        });
      return this.matrix();
    },
  };
}
export type RolesService = ReturnType<typeof rolesService>;
