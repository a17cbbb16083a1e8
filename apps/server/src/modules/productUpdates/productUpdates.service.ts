import type { ProductUpdate, ProductUpdateBody, ProductUpdatesResponse } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../platform/httpError.ts';
import { type ProductUpdateRow, productUpdatesRepository } from './productUpdates.repository.ts';

const notFound = () => new HttpError('not_found', 'Product update not found. It may have been withdrawn.');

/** The product updates feed: what staff published, newest first, and what each user has not read. */
export function productUpdatesService(db: Db) {
  const repo = productUpdatesRepository(db);
  const toUpdate = (row: ProductUpdateRow, readAt: Date | null): ProductUpdate => ({
    id: row.id,
    title: row.title,
    body: row.body,
    category: row.category,
    link: row.link,
    publishedAt: row.publishedAt.toISOString(),
    unread: readAt !== null && row.publishedAt > readAt,
  });

  return {
    async feed(max: number, userId: string | null): Promise<ProductUpdatesResponse> {
      const readAt = await repo.readAt(userId);
      const rows = await repo.latest(max);
      return {
        data: rows.map((row) => toUpdate(row, readAt)),
        unread: readAt === null ? 0 : await repo.countSince(readAt),
      };
    },
    /** reset-product-updates: everything published so far counts as read for this user. */
    markAllRead: (userId: string) => repo.markRead(userId),
    async publish(
      body: ProductUpdateBody,
      userId: string | null,
      publishedAt?: Date,
    ): Promise<ProductUpdate> {
      return toUpdate(await repo.create(body, userId, publishedAt), null);
    },
    async edit(id: string, body: ProductUpdateBody): Promise<ProductUpdate> {
      const row = await repo.update(id, body);
      if (!row) throw notFound();
      return toUpdate(row, null);
    },
    async withdraw(id: string) {
      if (!(await repo.remove(id))) throw notFound();
    },
  };
}

export type ProductUpdatesService = ReturnType<typeof productUpdatesService>;
