import type { UserNotificationKind } from '@portal/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, userNotifications, users } from '../../db/schema/index.ts';

export type NotificationRow = typeof userNotifications.$inferSelect;
export type NewNotification = {
  organizationId: string;
  userId: string;
  kind: UserNotificationKind;
  data: Record<string, string>;
  link: string | null;
};

export function inboxRepository(db: Db) {
  const mine = (userId: string, organizationId: string) =>
    and(eq(userNotifications.userId, userId), eq(userNotifications.organizationId, organizationId));
  return {
    async insert(rows: NewNotification[]): Promise<void> {
      if (rows.length > 0) await db.insert(userNotifications).values(rows);
    },

    async newest(userId: string, organizationId: string, limit: number) {
      const data = await db
        .select()
        .from(userNotifications)
        .where(mine(userId, organizationId))
        .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
        .limit(limit);
      const [unread] = await db
        .select({ n: count() })
        .from(userNotifications)
        .where(and(mine(userId, organizationId), isNull(userNotifications.readAt)));
      return { data, unread: unread?.n ?? 0 };
    },

    async markRead(userId: string, organizationId: string, ids: string[] | undefined): Promise<void> {
      await db
        .update(userNotifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            mine(userId, organizationId),
            isNull(userNotifications.readAt),
            ids ? inArray(userNotifications.id, ids) : undefined,
          ),
        );
    },

    /** The company's members who hold the role (null: every member), with the address mail goes to. */
    async members(organizationId: string, role: string | null) {
      return db
        .select({ userId: users.id, email: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(
          and(
            eq(memberships.organizationId, organizationId),
            role === null ? undefined : sql`${role} = any(${memberships.roles})`,
          ),
        );
    },

    async emailOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },
  };
}

export type InboxRepository = ReturnType<typeof inboxRepository>;
