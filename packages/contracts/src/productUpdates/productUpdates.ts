import { z } from 'zod';

/** What kind of change an entry announces; the header's list shows it as a badge. */
export const productUpdateCategories = ['feature', 'improvement', 'fix', 'retirement'] as const;
export type ProductUpdateCategory = (typeof productUpdateCategories)[number];

export const PRODUCT_UPDATES_MAX = 50;
export const PRODUCT_UPDATE_TITLE_MAX = 120;
export const PRODUCT_UPDATE_BODY_MAX = 2000;

/** A portal path (`/documentation/...`) or an https address: where the entry tells the reader to go. */
const linkSchema = z
  .string()
  .trim()
  .max(500, 'Link: at most 500 characters.')
  .refine(
    (value) => /^\/[^/\\]/.test(value) || /^https:\/\/[^\s]+$/.test(value),
    'Link: a portal path starting with / or an https:// address.',
  );

export const productUpdateSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  category: z.enum(productUpdateCategories),
  link: z.string().nullable(),
  publishedAt: z.iso.datetime({ offset: true }),
  /** Whether it was published after the viewer last marked the feed read (false for a visitor). */
  unread: z.boolean(),
});
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export const productUpdatesQuerySchema = z.object({
  max: z.coerce
    .number()
    .int()
    .min(1, `max: from 1 to ${PRODUCT_UPDATES_MAX}.`)
    .max(PRODUCT_UPDATES_MAX, `max: from 1 to ${PRODUCT_UPDATES_MAX}.`)
    .default(10),
});

export const productUpdatesResponseSchema = z.object({
  data: z.array(productUpdateSchema),
  /** Entries published after the viewer last marked the feed read; 0 for a visitor. */
  unread: z.number().int().nonnegative(),
});
export type ProductUpdatesResponse = z.infer<typeof productUpdatesResponseSchema>;

export const productUpdateBodySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title: required.')
    .max(PRODUCT_UPDATE_TITLE_MAX, `Title: at most ${PRODUCT_UPDATE_TITLE_MAX} characters.`),
  body: z
    .string()
    .trim()
    .min(1, 'Text: required.')
    .max(PRODUCT_UPDATE_BODY_MAX, `Text: at most ${PRODUCT_UPDATE_BODY_MAX} characters.`),
  category: z.enum(productUpdateCategories, 'Category: one of feature, improvement, fix, retirement.'),
  link: linkSchema.nullable().default(null),
});
export type ProductUpdateBody = z.infer<typeof productUpdateBodySchema>;

export const productUpdateParamsSchema = z.object({ id: z.uuid('Not a product update id.') });
