import { and, asc, eq, gte, ilike, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { apps, appVersions, deployments, licenses, organizations } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';

const producer = alias(organizations, 'producer');
const consumer = alias(organizations, 'consumer');

/** Escapes LIKE wildcards so a search for '50%' finds '50%'. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type LicenseFilter = { producer?: string; consumer?: string; appId?: string; id?: string };

export function licensesRepository(db: Db) {
  return {
    async list(filter: LicenseFilter, on: Db = db) {
      return on
        .select({
          id: licenses.id,
          appId: licenses.appId,
          appName: apps.name,
          referenceId: apps.referenceId,
          producerOrganizationId: licenses.producerOrganizationId,
          producerName: producer.name,
          consumerOrganizationId: licenses.consumerOrganizationId,
          consumerName: consumer.name,
          licenseStart: licenses.startsOn,
          licenseEnd: licenses.endsOn,
          endedAt: licenses.endedAt,
          versionPolicy: licenses.versionPolicy,
          pinnedVersion: appVersions.version,
        })
        .from(licenses)
        .innerJoin(apps, eq(apps.id, licenses.appId))
        .innerJoin(producer, eq(producer.id, licenses.producerOrganizationId))
        .innerJoin(consumer, eq(consumer.id, licenses.consumerOrganizationId))
        .leftJoin(appVersions, eq(appVersions.id, licenses.pinnedVersionId))
        .where(
          and(
            filter.producer ? eq(licenses.producerOrganizationId, filter.producer) : undefined,
            filter.consumer ? eq(licenses.consumerOrganizationId, filter.consumer) : undefined,
            filter.appId ? eq(licenses.appId, filter.appId) : undefined,
            filter.id ? eq(licenses.id, filter.id) : undefined,
          ),
        )
        .orderBy(asc(apps.name), asc(licenses.startsOn));
    },

    /**
     * Locks the app's row for the rest of the transaction: two grants of one app at once would otherwise
     * each see no overlapping licence and both be written.
     */
    async lockApp(tx: Tx, appId: string): Promise<void> {
      await tx.select({ id: apps.id }).from(apps).where(eq(apps.id, appId)).for('update');
    },

    /** A licence of the app to the company, not ended, whose days meet [start, end] (null end: for good). */
    async overlapping(tx: Tx, appId: string, consumerId: string, start: string, end: string | null) {
      const [row] = await tx
        .select({ id: licenses.id })
        .from(licenses)
        .where(
          and(
            eq(licenses.appId, appId),
            eq(licenses.consumerOrganizationId, consumerId),
            isNull(licenses.endedAt),
            or(isNull(licenses.endsOn), gte(licenses.endsOn, start)),
            end === null ? undefined : lte(licenses.startsOn, end),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async insert(tx: Tx, row: typeof licenses.$inferInsert): Promise<string> {
      const [saved] = await tx.insert(licenses).values(row).returning({ id: licenses.id });
      return saved!.id;
    },

    /** Marks the licence ended unless it already was; false when another request ended it first. */
    async end(tx: Tx, id: string, at: Date, by: string): Promise<boolean> {
      const rows = await tx
        .update(licenses)
        .set({ endedAt: at, endedBy: by })
        .where(and(eq(licenses.id, id), isNull(licenses.endedAt)))
        .returning({ id: licenses.id });
      return rows.length > 0;
    },

    /** Takes the app off the licensee's tenants (docs/decisions/license-end.md); their history stays. */
    async undeploy(tx: Tx, appId: string, consumerId: string) {
      return tx
        .delete(deployments)
        .where(and(eq(deployments.appId, appId), eq(deployments.organizationId, consumerId)))
        .returning({ tenant: deployments.tenant, environment: deployments.environment });
    },

    /** Other companies whose name holds `q`, or whose id is `q`: the grant dialog's choices. */
    async licensees(producerId: string, q: string) {
      return db
        .select({ organizationId: organizations.id, name: organizations.name })
        .from(organizations)
        .where(
          and(
            ne(organizations.id, producerId),
            q
              ? or(
                  ilike(organizations.name, likePattern(q)),
                  sql`${organizations.id}::text = ${q.toLowerCase()}`,
                )
              : undefined,
          ),
        )
        .orderBy(asc(organizations.name))
        .limit(20);
    },

    async organizationExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, id));
      return Boolean(row);
    },
  };
}
