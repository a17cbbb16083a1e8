import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationTickets } from '../../db/schema/index.ts';

export function notificationsRepository(db: Db) {
  return {
    async insert(row: typeof notificationTickets.$inferInsert) {
      await db.insert(notificationTickets).values(row);
    },
    /** Single use: the ticket is deleted as it is redeemed. */
    async redeem(ticketHash: string) {
      const [row] = await db
        .delete(notificationTickets)
        .where(
          and(eq(notificationTickets.ticketHash, ticketHash), gt(notificationTickets.expiresAt, new Date())),
        )
        .returning();
      return row ?? null;
    },
    async purgeExpired() {
      await db.delete(notificationTickets).where(lt(notificationTickets.expiresAt, new Date()));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
