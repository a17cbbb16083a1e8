import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { seedRuns } from '../db/schema/index.ts';
import type { SeedTx } from './demo/demoSeeder.ts';

const DEMO = 'demo';

export function seedRepository(db: Db | SeedTx) {
  return {
    /**
     * Records the first start. Returns false when another start already did: on PostgreSQL a
     * concurrent start waits on the primary key until this transaction ends, then gets false.
     */
    async claimDemoRun(seeded: boolean, steps: string[]): Promise<boolean> {
      const rows = await db
        .insert(seedRuns)
        .values({ name: DEMO, seeded, steps })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      return rows.length > 0;
    },
    async demoSeededAt(): Promise<Date | null> {
      const [row] = await db
        .select({ ranAt: seedRuns.ranAt })
        .from(seedRuns)
        .where(and(eq(seedRuns.name, DEMO), eq(seedRuns.seeded, true)));
      return row?.ranAt ?? null;
    },
  };
}
