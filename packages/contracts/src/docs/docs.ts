import { z } from 'zod';

/**
 * The sections of the documentation, in the order of the index. The keys are the anchors of
 * `/documentation#{section}` that the legacy section links land on (docs/product/content.md CONTENT-2).
 */
export const docSections = [
  'getting-started',
  'building-apps',
  'tenants-and-apis',
  'orchestrations',
  'operations',
  'administration',
] as const;
export const docSectionSchema = z.enum(docSections);
export type DocSection = z.infer<typeof docSectionSchema>;

/** A page's address: lowercase words joined by hyphens, as in `/documentation/app-format`. */
export const docSlugSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.');

/** The most a page's Markdown may hold: rendering stays short, and no page is a book. */
export const DOC_SOURCE_MAX_CHARS = 200_000;

/**
 * The front matter every page starts with, between `---` lines. `updated` is the date the content last
 * changed in substance (an author's call, shown as "Last updated"); saving does not move it on its own.
 */
export const docFrontMatterSchema = z.object({
  title: z
    .string({ error: 'Front matter: title is required.' })
    .trim()
    .min(1, 'Front matter: title is required.')
    .max(120, 'Front matter: title is at most 120 characters.'),
  summary: z
    .string({ error: 'Front matter: summary is required.' })
    .trim()
    .min(1, 'Front matter: summary is required.')
    .max(300, 'Front matter: summary is at most 300 characters.'),
  section: z.enum(docSections, { error: `Front matter: section is one of ${docSections.join(', ')}.` }),
  order: z
    .number({ error: 'Front matter: order is a whole number.' })
    .int('Front matter: order is a whole number.')
    .min(0, 'Front matter: order is 0 or more.')
    .max(10_000, 'Front matter: order is at most 10000.'),
  // YAML reads an unquoted 2026-11-20 as a date: both forms are the same day.
  updated: z.preprocess(
    (value) =>
      value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value,
    z.iso.date({ error: 'Front matter: updated is a date (YYYY-MM-DD).' }),
  ),
});
export type DocFrontMatter = z.infer<typeof docFrontMatterSchema>;

export const docSummarySchema = z.object({
  slug: docSlugSchema,
  title: z.string(),
  summary: z.string(),
  section: docSectionSchema,
  order: z.number().int(),
  updated: z.string(),
  published: z.boolean(),
});
export type DocSummary = z.infer<typeof docSummarySchema>;

export const docListSchema = z.object({ data: z.array(docSummarySchema) });
/** `?all=true`: unpublished pages too, for staff with admin.docs. */
export const docListQuerySchema = z.object({ all: z.enum(['true', 'false']).optional() });
export type DocList = z.infer<typeof docListSchema>;

export const docHeadingSchema = z.object({
  depth: z.number().int().min(2).max(3),
  id: z.string(),
  text: z.string(),
});
export type DocHeading = z.infer<typeof docHeadingSchema>;

const docLinkSchema = z.object({ slug: z.string(), title: z.string() }).nullable();

/** A rendered page: HTML sanitised on the server, its headings for the table of contents. */
export const docPageSchema = docSummarySchema.extend({
  html: z.string(),
  headings: z.array(docHeadingSchema),
  previous: docLinkSchema,
  next: docLinkSchema,
  /** The signed-in user's answer to "Was this page helpful?", null if none (or signed out). */
  helpful: z.boolean().nullable(),
});
export type DocPage = z.infer<typeof docPageSchema>;

export const docParamsSchema = z.object({ slug: docSlugSchema });

/** What staff edit: the whole Markdown with its front matter. */
export const docSourceSchema = z.object({ slug: docSlugSchema, source: z.string(), published: z.boolean() });
export type DocSource = z.infer<typeof docSourceSchema>;

export const docSaveBodySchema = z.object({
  source: z.string().max(DOC_SOURCE_MAX_CHARS, `A page is at most ${DOC_SOURCE_MAX_CHARS} characters.`),
  published: z.boolean(),
});
export type DocSaveBody = z.infer<typeof docSaveBodySchema>;

export const docCreateBodySchema = docSaveBodySchema.extend({ slug: docSlugSchema });
export type DocCreateBody = z.infer<typeof docCreateBodySchema>;

export const docPreviewBodySchema = docSaveBodySchema.pick({ source: true });
export const docPreviewSchema = docPageSchema.pick({
  html: true,
  headings: true,
  title: true,
  summary: true,
});
export type DocPreview = z.infer<typeof docPreviewSchema>;

export const docFeedbackBodySchema = z.object({
  helpful: z.boolean(),
  comment: z.string().trim().max(1000, 'A comment is at most 1,000 characters.').optional(),
});
export type DocFeedbackBody = z.infer<typeof docFeedbackBodySchema>;
