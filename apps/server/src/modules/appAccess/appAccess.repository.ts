import { and, asc, count, desc, eq, exists, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appPermissions,
  appRolePermissions,
  appRoles,
  apps,
  appUserRoles,
  appUsers,
  licenses,
  memberships,
  users,
} from '../../db/schema/index.ts';

/** The queries of per-app permissions, roles and users; every write runs in the caller's transaction. */
export function appAccessRepository(db: Db) {
  return {
    /** The app's company, and whether the user is a member of it or of a company it is licensed to. */
    async appVisibility(appId: string, userId: string) {
      const member = db
        .select({ one: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, apps.organizationId)));
      const licensee = db
        .select({ one: licenses.id })
        .from(licenses)
        .innerJoin(
          memberships,
          and(
            eq(memberships.organizationId, licenses.consumerOrganizationId),
            eq(memberships.userId, userId),
          ),
        )
        .where(eq(licenses.appId, apps.id));
      const [row] = await db
        .select({ organizationId: apps.organizationId, member: exists(member), licensee: exists(licensee) })
        .from(apps)
        .where(eq(apps.id, appId));
      return row ?? null;
    },
    async isRetired(appId: string) {
      const [row] = await db.select({ retiredAt: apps.retiredAt }).from(apps).where(eq(apps.id, appId));
      return row?.retiredAt != null;
    },

    permissions: (appId: string) =>
      db
        .select()
        .from(appPermissions)
        .where(eq(appPermissions.appId, appId))
        .orderBy(asc(appPermissions.name)),
    async permission(appId: string, name: string) {
      const [row] = await db
        .select()
        .from(appPermissions)
        .where(and(eq(appPermissions.appId, appId), eq(appPermissions.name, name)));
      return row ?? null;
    },
    async insertPermission(appId: string, name: string) {
      const [row] = await db.insert(appPermissions).values({ appId, name }).returning();
      return row!;
    },
    deletePermission: (appId: string, name: string) =>
      db.delete(appPermissions).where(and(eq(appPermissions.appId, appId), eq(appPermissions.name, name))),

    async roles(appId: string, names?: string[]) {
      const rows = await db
        .select()
        .from(appRoles)
        .where(and(eq(appRoles.appId, appId), names ? inArray(appRoles.name, names) : undefined))
        .orderBy(asc(appRoles.name));
      const grants = rows.length
        ? await db
            .select()
            .from(appRolePermissions)
            .where(
              and(
                eq(appRolePermissions.appId, appId),
                inArray(
                  appRolePermissions.role,
                  rows.map((r) => r.name),
                ),
              ),
            )
            .orderBy(asc(appRolePermissions.permission))
        : [];
      return rows.map((role) => ({
        name: role.name,
        permissions: grants.filter((g) => g.role === role.name).map((g) => g.permission),
        lastModified: role.updatedAt.toISOString(),
      }));
    },
    async insertRole(appId: string, name: string, permissions: string[]) {
      await db.insert(appRoles).values({ appId, name });
      if (permissions.length)
        await db
          .insert(appRolePermissions)
          .values(permissions.map((permission) => ({ appId, role: name, permission })));
    },
    deleteRole: (appId: string, name: string) =>
      db.delete(appRoles).where(and(eq(appRoles.appId, appId), eq(appRoles.name, name))),
    async grant(appId: string, role: string, permission: string) {
      await db.insert(appRolePermissions).values({ appId, role, permission }).onConflictDoNothing();
      await touchRole(db, appId, role);
    },
    async revoke(appId: string, role: string, permission: string) {
      const removed = await db
        .delete(appRolePermissions)
        .where(
          and(
            eq(appRolePermissions.appId, appId),
            eq(appRolePermissions.role, role),
            eq(appRolePermissions.permission, permission),
          ),
        )
        .returning();
      if (removed.length) await touchRole(db, appId, role);
      return removed.length > 0;
    },

    async users(appId: string, page: { start: number; length: number }, email?: string) {
      const where = and(eq(appUsers.appId, appId), email ? eq(users.email, email) : undefined);
      const [total] = await db
        .select({ n: count() })
        .from(appUsers)
        .innerJoin(users, eq(users.id, appUsers.userId))
        .where(where);
      const rows = await db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          updatedAt: appUsers.updatedAt,
        })
        .from(appUsers)
        .innerJoin(users, eq(users.id, appUsers.userId))
        .where(where)
        .orderBy(desc(appUsers.updatedAt), asc(users.email))
        .offset(page.start)
        .limit(page.length);
      const roles = rows.length
        ? await db
            .select()
            .from(appUserRoles)
            .where(
              and(
                eq(appUserRoles.appId, appId),
                inArray(
                  appUserRoles.userId,
                  rows.map((r) => r.userId),
                ),
              ),
            )
            .orderBy(asc(appUserRoles.role))
        : [];
      return {
        total: total?.n ?? 0,
        data: rows.map((row) => ({
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          roles: roles.filter((r) => r.userId === row.userId).map((r) => r.role),
          lastModified: row.updatedAt.toISOString(),
        })),
      };
    },
    /** The member of the company with this email, or null (app users come from the app's company only). */
    async member(organizationId: string, email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(memberships, eq(memberships.userId, users.id))
        .where(and(eq(users.email, email), eq(memberships.organizationId, organizationId)));
      return row?.id ?? null;
    },
    /** Any account with this email: a user who has left the company can still be removed from the app. */
    async userIdByEmail(email: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row?.id ?? null;
    },
    async setUserRoles(appId: string, userId: string, roles: string[]) {
      await db
        .insert(appUsers)
        .values({ appId, userId })
        .onConflictDoUpdate({ target: [appUsers.appId, appUsers.userId], set: { updatedAt: new Date() } });
      await db
        .delete(appUserRoles)
        .where(and(eq(appUserRoles.appId, appId), eq(appUserRoles.userId, userId)));
      await db.insert(appUserRoles).values(roles.map((role) => ({ appId, userId, role })));
    },
    async deleteUser(appId: string, userId: string) {
      const removed = await db
        .delete(appUsers)
        .where(and(eq(appUsers.appId, appId), eq(appUsers.userId, userId)))
        .returning();
      return removed.length > 0;
    },
  };
}

function touchRole(db: Db, appId: string, role: string) {
  return db
    .update(appRoles)
    .set({ updatedAt: new Date() })
    .where(and(eq(appRoles.appId, appId), eq(appRoles.name, role)));
}
