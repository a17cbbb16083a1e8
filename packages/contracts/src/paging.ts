import { z } from 'zod';

/** A paged response: `{ total, data }` (docs/product/shell.md SHELL-21). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number().int().nonnegative(), data: z.array(item) });
}
export type Paged<T> = { total: number; data: T[] };

export const pageQuerySchema = z.object({
  start: z.coerce.number().int().min(0).default(0),
  length: z.coerce.number().int().min(1).max(100).default(100),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
