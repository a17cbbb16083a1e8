import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps } from './apps.ts';
import { users } from './identity.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Permission strings an app defines for itself (/auth/v1/apps/{id}/permissions, docs/identity-api.md). */
export const appPermissions = pgTable(
  'app_permissions',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.name] })],
);

/** An app's roles: named sets of its permissions. */
export const appRoles = pgTable(
  'app_roles',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.name] })],
);

/** Deleting a permission or a role removes its grants (the foreign keys cascade). */
export const appRolePermissions = pgTable(
  'app_role_permissions',
  {
    appId: uuid('app_id').notNull(),
    role: text('role').notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.role, t.permission] }),
    foreignKey({ columns: [t.appId, t.role], foreignColumns: [appRoles.appId, appRoles.name] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.appId, t.permission],
      foreignColumns: [appPermissions.appId, appPermissions.name],
    }).onDelete('cascade'),
  ],
);

/** A company member's roles in one app; `updatedAt` is the users list's lastModified order. */
export const appUsers = pgTable(
  'app_users',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.userId] }),
    index('app_users_app_updated_idx').on(t.appId, t.updatedAt),
  ],
);

export const appUserRoles = pgTable(
  'app_user_roles',
  {
    appId: uuid('app_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.userId, t.role] }),
    foreignKey({ columns: [t.appId, t.userId], foreignColumns: [appUsers.appId, appUsers.userId] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.appId, t.role], foreignColumns: [appRoles.appId, appRoles.name] }).onDelete(
      'cascade',
    ),
  ],
);
