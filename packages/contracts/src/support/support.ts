import { z } from 'zod';

/** Support cases: opened by a company's developer support contacts, answered by staff. */
export const supportCategories = [
  'apps',
  'builds',
  'tenants',
  'apis',
  'orchestrations',
  'account',
  'other',
] as const;
export type SupportCategory = (typeof supportCategories)[number];

/** Most urgent first, as the form offers them. */
export const supportSeverities = ['critical', 'high', 'medium', 'low'] as const;
export type SupportSeverity = (typeof supportSeverities)[number];

/** open: waiting on support; answered: support replied, waiting on the company; closed: done. */
export const supportStatuses = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof supportStatuses)[number];

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_TEXT_MAX = 10_000;
export const SUPPORT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const SUPPORT_ATTACHMENTS_MAX = 5;
/** What a case may carry: screenshots, documents, logs and an app's zip. Checked by name and by content. */
export const supportAttachmentTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  zip: 'application/zip',
} as const;
export const supportAttachmentExtensions = Object.keys(supportAttachmentTypes);

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label}: required.`)
    .max(max, `${label}: at most ${max.toLocaleString('en')} characters.`);

/** The form's fields; attachments arrive as parts of the same multipart request. */
export const supportCaseFieldsSchema = z.object({
  subject: text('Subject', SUPPORT_SUBJECT_MAX),
  category: z.enum(supportCategories, `Category: one of ${supportCategories.join(', ')}.`),
  severity: z.enum(supportSeverities, `Severity: one of ${supportSeverities.join(', ')}.`),
  description: text('Description', SUPPORT_TEXT_MAX),
});
export type SupportCaseFields = z.infer<typeof supportCaseFieldsSchema>;

export const supportReplyFieldsSchema = z.object({ body: text('Reply', SUPPORT_TEXT_MAX) });

export const supportAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  mediaType: z.string(),
  size: z.number().int().nonnegative(),
  url: z.string(),
});
export type SupportAttachment = z.infer<typeof supportAttachmentSchema>;

export const supportMessageSchema = z.object({
  id: z.uuid(),
  author: z.string(),
  fromSupport: z.boolean(),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  attachments: z.array(supportAttachmentSchema),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportCaseSummarySchema = z.object({
  id: z.uuid(),
  /** The number people quote: CS-1001. */
  number: z.string(),
  subject: z.string(),
  category: z.enum(supportCategories),
  severity: z.enum(supportSeverities),
  status: z.enum(supportStatuses),
  organizationId: z.uuid(),
  organizationName: z.string(),
  openedBy: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type SupportCaseSummary = z.infer<typeof supportCaseSummarySchema>;

export const supportCaseSchema = supportCaseSummarySchema.extend({
  messages: z.array(supportMessageSchema),
});
export type SupportCase = z.infer<typeof supportCaseSchema>;

export const supportCaseListSchema = z.object({
  data: z.array(supportCaseSummarySchema),
  total: z.number().int().nonnegative(),
});
export type SupportCaseList = z.infer<typeof supportCaseListSchema>;

export const supportCaseListQuerySchema = z.object({
  status: z.enum([...supportStatuses, 'all']).default('all'),
  start: z.coerce.number().int().min(0).default(0),
  length: z.coerce.number().int().min(1).max(100).default(25),
});

export const supportCaseParamsSchema = z.object({ id: z.uuid('Not a support case id.') });
export const supportAttachmentParamsSchema = supportCaseParamsSchema.extend({
  attachmentId: z.uuid('Not an attachment id.'),
});
export const supportStatusBodySchema = z.object({
  status: z.enum(['open', 'closed'], 'Status: open (reopen) or closed.'),
});
