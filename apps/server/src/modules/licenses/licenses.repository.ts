import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { apps, licenses, organizations } from '../../db/schema/index.ts';

const producer = alias(organizations, 'producer');
const consumer = alias(organizations, 'consumer');

export function licensesRepository(db: Db) {
  return {
    async list(filter: { producer?: string; consumer?: string }) {
      return db
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
        })
        .from(licenses)
        .innerJoin(apps, eq(apps.id, licenses.appId))
        .innerJoin(producer, eq(producer.id, licenses.producerOrganizationId))
        .innerJoin(consumer, eq(consumer.id, licenses.consumerOrganizationId))
        .where(
          and(
            filter.producer ? eq(licenses.producerOrganizationId, filter.producer) : undefined,
            filter.consumer ? eq(licenses.consumerOrganizationId, filter.consumer) : undefined,
          ),
        )
        .orderBy(asc(apps.name), asc(licenses.startsOn));
    },
    async insert(row: typeof licenses.$inferInsert): Promise<string> {
      const [saved] = await db.insert(licenses).values(row).returning({ id: licenses.id });
      return saved!.id;
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
