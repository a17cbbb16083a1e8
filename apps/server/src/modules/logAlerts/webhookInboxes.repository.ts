import { and, count, desc, eq, max, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  logAlertDeliveries,
  logAlertRules,
  webhookInboxes,
  webhookInboxRequests,
} from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

export type WebhookInboxRow = typeof webhookInboxes.$inferSelect;
export type WebhookInboxWithCounts = WebhookInboxRow & { received: number; lastReceivedAt: Date | null };
export type WebhookInboxRequestRow = typeof webhookInboxRequests.$inferSelect;
export type WebhookInboxRequestValues = Omit<
  typeof webhookInboxRequests.$inferInsert,
  'id' | 'inboxId' | 'receivedAt'
>;

/** Test inboxes and what they received; read within one company, except by token (the receiving route). */
export function webhookInboxesRepository(db: Db) {
  const withCounts = {
    id: webhookInboxes.id,
    organizationId: webhookInboxes.organizationId,
    token: webhookInboxes.token,
    createdBy: webhookInboxes.createdBy,
    createdAt: webhookInboxes.createdAt,
    received: count(webhookInboxRequests.id),
    lastReceivedAt: max(webhookInboxRequests.receivedAt),
  };

  return {
    async list(organizationId: string): Promise<WebhookInboxWithCounts[]> {
      return db
        .select(withCounts)
        .from(webhookInboxes)
        .leftJoin(webhookInboxRequests, eq(webhookInboxRequests.inboxId, webhookInboxes.id))
        .where(eq(webhookInboxes.organizationId, organizationId))
        .groupBy(webhookInboxes.id)
        .orderBy(desc(webhookInboxes.createdAt), desc(webhookInboxes.id));
    },

    async find(organizationId: string, id: string): Promise<WebhookInboxRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookInboxes)
        .where(and(eq(webhookInboxes.organizationId, organizationId), eq(webhookInboxes.id, id)));
      return row;
    },

    async byToken(token: string): Promise<WebhookInboxRow | undefined> {
      const [row] = await db.select().from(webhookInboxes).where(eq(webhookInboxes.token, token));
      return row;
    },

    async countOf(organizationId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(webhookInboxes)
        .where(eq(webhookInboxes.organizationId, organizationId));
      return row?.n ?? 0;
    },

    async create(values: {
      organizationId: string;
      token: string;
      createdBy: string;
    }): Promise<WebhookInboxRow> {
      const [row] = await db.insert(webhookInboxes).values(values).returning();
      return row!;
    },

    async delete(organizationId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(webhookInboxes)
        .where(and(eq(webhookInboxes.organizationId, organizationId), eq(webhookInboxes.id, id)))
        .returning({ id: webhookInboxes.id });
      return deleted.length === 1;
    },

    /**
     * Keeps a request and drops what falls past the newest `keep`, in one transaction: the inbox never
     * holds more than `keep` however fast it is posted to.
     */
    async receive(
      inboxId: string,
      values: WebhookInboxRequestValues,
      keep: number,
    ): Promise<WebhookInboxRequestRow> {
      return withTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(webhookInboxRequests)
          // The clock at the statement, not the transaction's start: requests arriving together keep their order.
          .values({ ...values, inboxId, receivedAt: sql`clock_timestamp()` })
          .returning();
        const newest = tx
          .select({ id: webhookInboxRequests.id })
          .from(webhookInboxRequests)
          .where(eq(webhookInboxRequests.inboxId, inboxId))
          .orderBy(desc(webhookInboxRequests.receivedAt), desc(webhookInboxRequests.id))
          .limit(keep);
        await tx
          .delete(webhookInboxRequests)
          .where(and(eq(webhookInboxRequests.inboxId, inboxId), notInArray(webhookInboxRequests.id, newest)));
        return row!;
      });
    },

    async requests(inboxId: string, limit: number): Promise<WebhookInboxRequestRow[]> {
      return db
        .select()
        .from(webhookInboxRequests)
        .where(eq(webhookInboxRequests.inboxId, inboxId))
        .orderBy(desc(webhookInboxRequests.receivedAt), desc(webhookInboxRequests.id))
        .limit(limit);
    },

    /** The delivery's rule and its secret, when the rule is this company's: what a signature is checked with. */
    async deliverySigner(organizationId: string, deliveryId: string) {
      const [row] = await db
        .select({ ruleId: logAlertRules.id, secret: logAlertRules.webhookSecret })
        .from(logAlertDeliveries)
        .innerJoin(logAlertRules, eq(logAlertRules.id, logAlertDeliveries.ruleId))
        .where(and(eq(logAlertDeliveries.id, deliveryId), eq(logAlertRules.organizationId, organizationId)));
      return row;
    },
  };
}
export type WebhookInboxesRepository = ReturnType<typeof webhookInboxesRepository>;
