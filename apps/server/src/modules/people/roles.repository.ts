import type { OrgPermission, Role } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rolePermissions } from '../../db/schema/index.ts';
import { membershipCacheOf } from '../../platform/auth/membershipCache.ts';

/** The role_permissions table: the authorization reads it on every request, so a change counts at once. */
export function rolesRepository(db: Db) {
  async function write(role: Role, permission: OrgPermission, granted: boolean): Promise<boolean> {
    if (granted) {
      const rows = await db
        .insert(rolePermissions)
        .values({ role, permission })
        .onConflictDoNothing()
        .returning({ role: rolePermissions.role });
      return rows.length > 0;
    }
    const rows = await db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.role, role), eq(rolePermissions.permission, permission)))
      .returning({ role: rolePermissions.role });
    return rows.length > 0;
  }

  return {
    all: () => db.select().from(rolePermissions),

    /** True when the cell changed. */
    async set(role: Role, permission: OrgPermission, granted: boolean): Promise<boolean> {
      try {
        return await write(role, permission, granted);
      } finally {
        // Every member holding the role: the cached company checks hold its permissions.
        membershipCacheOf(db)?.forgetAll();
      }
    },
  };
}
export type RolesRepository = ReturnType<typeof rolesRepository>;
