import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orchestrationWebhooks } from '../../db/schema/index.ts';

export type WebhookRow = typeof orchestrationWebhooks.$inferSelect;

export function webhooksRepository(db: Db) {
  return {
    /** Makes the deployment's webhook, or gives the one there a new secret (and a new creation time). */
    async upsert(row: Omit<WebhookRow, 'id' | 'createdAt'>): Promise<WebhookRow> {
      const [saved] = await db
        .insert(orchestrationWebhooks)
        .values(row)
        .onConflictDoUpdate({
          target: [
            orchestrationWebhooks.appId,
            orchestrationWebhooks.tenant,
            orchestrationWebhooks.orchestration,
          ],
          set: { secret: row.secret, createdBy: row.createdBy, createdAt: new Date() },
        })
        .returning();
      return saved!;
    },

    async ofApp(appId: string): Promise<WebhookRow[]> {
      return db
        .select()
        .from(orchestrationWebhooks)
        .where(eq(orchestrationWebhooks.appId, appId))
        .orderBy(asc(orchestrationWebhooks.tenant), asc(orchestrationWebhooks.orchestration));
    },

    async byId(id: string): Promise<WebhookRow | null> {
      const [row] = await db.select().from(orchestrationWebhooks).where(eq(orchestrationWebhooks.id, id));
      return row ?? null;
    },

    async remove(appId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(orchestrationWebhooks)
        .where(and(eq(orchestrationWebhooks.appId, appId), eq(orchestrationWebhooks.id, id)))
        .returning({ id: orchestrationWebhooks.id });
      return gone.length > 0;
    },
  };
}

export type WebhooksRepository = ReturnType<typeof webhooksRepository>;
