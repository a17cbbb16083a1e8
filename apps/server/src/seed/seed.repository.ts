import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  apiClientSecrets,
  apiClients,
  apps,
  appVersions,
  builds,
  entitlementPackages,
  logs,
  organizations,
  productUpdates,
  seedRuns,
  users,
} from '../db/schema/index.ts';
import { withTransaction } from '../db/transaction.ts';
import { membershipCacheOf } from '../platform/auth/membershipCache.ts';
import { sessionCacheOf } from '../platform/auth/sessionCache.ts';

const DEMO = 'demo';
/** The row a seeding process holds while it seeds: its heartbeat is `ran_at`. */
const LEASE = 'demo:lease';

export function seedRepository(db: Db) {
  return {
    /** The demo run's record: written once, when the first start's seed finished (or was switched off). */
    async demoRun(): Promise<{ seeded: boolean } | null> {
      const [row] = await db
        .select({ seeded: seedRuns.seeded })
        .from(seedRuns)
        .where(eq(seedRuns.name, DEMO));
      return row ?? null;
    },
    async recordDemoRun(seeded: boolean, steps: string[]): Promise<void> {
      await db.insert(seedRuns).values({ name: DEMO, seeded, steps }).onConflictDoNothing();
    },
    async demoSeededAt(): Promise<Date | null> {
      const [row] = await db
        .select({ ranAt: seedRuns.ranAt })
        .from(seedRuns)
        .where(and(eq(seedRuns.name, DEMO), eq(seedRuns.seeded, true)));
      return row?.ranAt ?? null;
    },

    /**
     * Takes the seeding lease, or takes over one whose holder stopped beating before `staleBefore`.
     * On PostgreSQL two starts race on the primary key: exactly one insert or update wins.
     */
    async claimLease(staleBefore: Date): Promise<boolean> {
      const rows = await db
        .insert(seedRuns)
        .values({ name: LEASE, seeded: false, steps: [] })
        .onConflictDoUpdate({
          target: seedRuns.name,
          set: { ranAt: sql`now()` },
          setWhere: lt(seedRuns.ranAt, staleBefore),
        })
        .returning({ name: seedRuns.name });
      return rows.length > 0;
    },
    async beatLease(): Promise<void> {
      await db.update(seedRuns).set({ ranAt: new Date() }).where(eq(seedRuns.name, LEASE));
    },
    async releaseLease(): Promise<void> {
      await db.delete(seedRuns).where(eq(seedRuns.name, LEASE));
    },

    /** Whether any of the demo world's companies or accounts exist (what a cut-off seed leaves). */
    async hasDemoTraces(orgIds: string[], userIds: string[]): Promise<boolean> {
      const [org] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(inArray(organizations.id, orgIds))
        .limit(1);
      if (org) return true;
      const [user] = await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds)).limit(1);
      return Boolean(user);
    },

    /**
     * Removes a partial demo world: its companies (and with them, by cascade, their memberships, tenants,
     * apps, versions, builds, licenses, presets, package holdings), its accounts, its log lines and its
     * entitlement packages (which belong to no company). Returns the storage keys of the files its apps
     * had, for the caller to delete.
     */
    async removeDemo(
      orgIds: string[],
      userIds: string[],
      packageNames: readonly string[],
    ): Promise<string[]> {
      const keys = await withTransaction(db, async (tx) => {
        const sources = await tx
          .select({ key: appVersions.sourceKey })
          .from(appVersions)
          .innerJoin(apps, eq(apps.id, appVersions.appId))
          .where(inArray(apps.organizationId, orgIds));
        const artifacts = await tx
          .select({ key: builds.artifactKey })
          .from(builds)
          .innerJoin(appVersions, eq(appVersions.id, builds.versionId))
          .innerJoin(apps, eq(apps.id, appVersions.appId))
          .where(inArray(apps.organizationId, orgIds));
        await tx.delete(logs).where(inArray(logs.orgId, orgIds));
        // The demo feed is the staff account's: it goes with the account rather than outliving it.
        await tx.delete(productUpdates).where(inArray(productUpdates.createdBy, userIds));
        await tx.delete(organizations).where(inArray(organizations.id, orgIds));
        await tx.delete(entitlementPackages).where(inArray(entitlementPackages.name, [...packageNames]));
        await tx.delete(users).where(inArray(users.id, userIds));
        return [...sources, ...artifacts].flatMap((row) => (row.key ? [row.key] : []));
      });
      // The accounts' sessions and memberships went with them (cascade).
      sessionCacheOf(db)?.forgetAll();
      membershipCacheOf(db)?.forgetAll();
      return keys;
    },

    /**
     * Moves a demo client back in time (created, secrets, last use): the demo world shows credential
     * health with a client unused for months, which no clock of a fresh seed could produce.
     */
    async backdateApiClient(clientId: string, createdAt: Date, lastUsedAt: Date | null): Promise<void> {
      await withTransaction(db, async (tx) => {
        await tx
          .update(apiClients)
          .set({ createdAt, updatedAt: createdAt, lastUsedAt })
          .where(eq(apiClients.id, clientId));
        await tx
          .update(apiClientSecrets)
          .set({ createdAt, lastUsedAt })
          .where(eq(apiClientSecrets.clientId, clientId));
      });
    },
  };
}
