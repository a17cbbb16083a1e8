import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import { appAccessRepository } from './appAccess.repository.ts';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

const notFound = (what: string) => new HttpError('not_found', what);

/** Who changes an app's access: the user, and the company that owns the app. */
type Actor = { userId: string; organizationId: string };

/**
 * Per-app permissions, roles and users; the routes check who may call, this checks what exists, and every
 * change goes to the company's audit trail once it is stored.
 */
export function appAccessService(db: Db, audit?: AuditLog) {
  const repo = appAccessRepository(db);
  const audited = (
    actor: Actor,
    appId: string,
    change: {
      action: string;
      target: string;
      message: string;
      before?: Record<string, unknown>;
      after?: Record<string, unknown>;
    },
  ) => audit?.({ ...change, organizationId: actor.organizationId, userId: actor.userId, appId });
  /** A retired app is read-only, its access included, until it is unretired. */
  const writable = async (appId: string) => {
    if (await repo.isRetired(appId))
      throw new HttpError('conflict', 'The app is retired: unretire it to change its access.');
  };
  const inTransaction = <T>(work: (tx: ReturnType<typeof appAccessRepository>) => Promise<T>) =>
    withTransaction(db, (tx) => work(appAccessRepository(tx)));

  async function role(appId: string, name: string) {
    const [found] = await repo.roles(appId, [name]);
    if (!found) throw notFound(`The app has no role ${name}.`);
    return found;
  }
  async function user(appId: string, email: string) {
    const page = await repo.users(appId, { start: 0, length: 1 }, email.toLowerCase());
    const found = page.data[0];
    if (!found) throw notFound(`${email} has no roles in this app.`);
    return found;
  }
  const toPermission = (row: { name: string; createdAt: Date }) => ({
    name: row.name,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    /**
     * The company that owns the app, for the permission check. 404, the same as for an app that does not
     * exist, unless the user belongs to that company or to one the app is licensed to: a 403 would tell
     * anyone that the app exists.
     */
    async organizationOf(appId: string, userId: string) {
      const app = await repo.appVisibility(appId, userId);
      if (!app || !(app.member || app.licensee)) throw notFound('App not found.');
      return app.organizationId;
    },

    async permissions(appId: string) {
      const rows = await repo.permissions(appId);
      return { total: rows.length, data: rows.map(toPermission) };
    },
    async permission(appId: string, name: string) {
      const row = await repo.permission(appId, name);
      if (!row) throw notFound(`The app has no permission ${name}.`);
      return toPermission(row);
    },
    async createPermission(actor: Actor, appId: string, name: string) {
      await writable(appId);
      let created: ReturnType<typeof toPermission>;
      try {
        created = toPermission(await repo.insertPermission(appId, name));
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError('conflict', `The app already has a permission ${name}.`);
        throw error;
      }
      await audited(actor, appId, {
        action: 'apps.access.permission.create',
        target: name,
        message: `Defined the app permission ${name}`,
      });
      return created;
    },
    async deletePermission(actor: Actor, appId: string, name: string) {
      await writable(appId);
      await this.permission(appId, name);
      await repo.deletePermission(appId, name);
      await audited(actor, appId, {
        action: 'apps.access.permission.delete',
        target: name,
        message: `Deleted the app permission ${name}`,
      });
    },

    async roles(appId: string) {
      const rows = await repo.roles(appId);
      return { total: rows.length, data: rows };
    },
    role,
    async createRole(actor: Actor, appId: string, name: string, permissions: string[]) {
      await writable(appId);
      const wanted = [...new Set(permissions)];
      try {
        await inTransaction(async (tx) => {
          const known = new Set((await tx.permissions(appId)).map((p) => p.name));
          const unknown = wanted.filter((p) => !known.has(p));
          if (unknown.length)
            throw new HttpError('bad_request', `The app has no permission ${unknown.join(', ')}.`);
          await tx.insertRole(appId, name, wanted);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError('conflict', `The app already has a role ${name}.`);
        throw error;
      }
      await audited(actor, appId, {
        action: 'apps.access.role.create',
        target: name,
        message: `Created the app role ${name}`,
        after: { permissions: wanted },
      });
      return role(appId, name);
    },
    async deleteRole(actor: Actor, appId: string, name: string) {
      await writable(appId);
      const found = await role(appId, name);
      await repo.deleteRole(appId, name);
      await audited(actor, appId, {
        action: 'apps.access.role.delete',
        target: name,
        message: `Deleted the app role ${name}`,
        before: { permissions: found.permissions },
      });
    },
    async rolePermissions(appId: string, name: string) {
      const found = await role(appId, name);
      return { total: found.permissions.length, data: found.permissions };
    },
    async rolePermission(appId: string, name: string, permission: string) {
      const found = await role(appId, name);
      if (!found.permissions.includes(permission))
        throw notFound(`The role ${name} does not grant ${permission}.`);
      return { name: permission };
    },
    /** Idempotent: granting a granted permission changes nothing. */
    async grant(actor: Actor, appId: string, name: string, permission: string) {
      await writable(appId);
      const before = await role(appId, name);
      await inTransaction(async (tx) => {
        if (!(await tx.roles(appId, [name])).length) throw notFound(`The app has no role ${name}.`);
        if (!(await tx.permission(appId, permission)))
          throw notFound(`The app has no permission ${permission}.`);
        await tx.grant(appId, name, permission);
      });
      const after = await role(appId, name);
      if (!before.permissions.includes(permission))
        await audited(actor, appId, {
          action: 'apps.access.role.grant',
          target: name,
          message: `Granted ${permission} to the app role ${name}`,
          before: { permissions: before.permissions },
          after: { permissions: after.permissions },
        });
      return after;
    },
    async revoke(actor: Actor, appId: string, name: string, permission: string) {
      await writable(appId);
      const before = await role(appId, name);
      if (!(await repo.revoke(appId, name, permission)))
        throw notFound(`The role ${name} does not grant ${permission}.`);
      await audited(actor, appId, {
        action: 'apps.access.role.revoke',
        target: name,
        message: `Revoked ${permission} from the app role ${name}`,
        before: { permissions: before.permissions },
        after: { permissions: before.permissions.filter((p) => p !== permission) },
      });
    },

    /** Sorted by lastModified, newest first. */
    users: (appId: string, page: { start: number; length: number }) => repo.users(appId, page),
    user,
    async setUserRoles(actor: Actor, appId: string, email: string, roles: string[]) {
      await writable(appId);
      const wanted = [...new Set(roles)];
      const before = await user(appId, email).catch(() => null);
      await inTransaction(async (tx) => {
        const userId = await tx.member(actor.organizationId, email.toLowerCase());
        if (!userId) throw notFound(`${email} is not a member of the app's company.`);
        const known = new Set((await tx.roles(appId, wanted)).map((r) => r.name));
        const unknown = wanted.filter((r) => !known.has(r));
        if (unknown.length) throw new HttpError('bad_request', `The app has no role ${unknown.join(', ')}.`);
        await tx.setUserRoles(appId, userId, wanted);
      });
      const after = await user(appId, email);
      await audited(actor, appId, {
        action: 'apps.access.user.roles',
        target: after.email,
        message: `Set the app roles of ${after.email}: ${wanted.join(', ') || 'none'}`,
        before: { roles: before?.roles ?? [] },
        after: { roles: after.roles },
      });
      return after;
    },
    async deleteUser(actor: Actor, appId: string, email: string) {
      await writable(appId);
      const before = await user(appId, email);
      const userId = await repo.userIdByEmail(email.toLowerCase());
      if (!userId || !(await repo.deleteUser(appId, userId)))
        throw notFound(`${email} has no roles in this app.`);
      await audited(actor, appId, {
        action: 'apps.access.user.delete',
        target: before.email,
        message: `Removed ${before.email} from the app's users`,
        before: { roles: before.roles },
      });
    },
  };
}

export type AppAccessService = ReturnType<typeof appAccessService>;
