import type { ClientError, PageView } from '@portal/contracts';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientErrors, pageViews } from '../../db/schema/index.ts';

export function telemetryRepository(db: Db) {
  return {
    async insertPageView(view: PageView, userId: string | null) {
      await db.insert(pageViews).values({ ...view, userId });
    },
    async insertClientError(error: ClientError, meta: { userAgent: string | null; userId: string | null }) {
      await db.insert(clientErrors).values({ ...error, ...meta });
    },
    async latestPageViews(limit: number) {
      return db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(limit);
    },
    async latestClientErrors(limit: number) {
      return db.select().from(clientErrors).orderBy(desc(clientErrors.id)).limit(limit);
    },
  };
}
export type TelemetryRepository = ReturnType<typeof telemetryRepository>;
