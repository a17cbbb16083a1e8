import { z } from 'zod';
import {
  docCreateBodySchema,
  docFeedbackBodySchema,
  docListQuerySchema,
  docListSchema,
  docPageSchema,
  docParamsSchema,
  docPreviewBodySchema,
  docPreviewSchema,
  docSaveBodySchema,
  docSourceSchema,
  docSummarySchema,
} from '../docs/docs.ts';
import { docsEndpoints } from './docs.ts';
import { endpointSpecs } from './endpoint.ts';

const errors = [400, 401, 403, 404, 409, 422];
const params = docParamsSchema;

export const docsSpecs = /* @__PURE__ */ endpointSpecs(docsEndpoints, ['docs'], {
  listDocs: {
    summary:
      'Published pages in reading order (public); staff with admin.docs also get unpublished ones with ?all=true',
    errors,
    schemas: { query: docListQuerySchema, response: docListSchema },
  },
  getDoc: {
    summary: 'A rendered page with its headings and neighbours (public; staff also see unpublished pages)',
    errors,
    schemas: { params, response: docPageSchema },
  },
  sendDocFeedback: {
    summary: '"Was this page helpful?": the signed-in user’s answer, replacing an earlier one',
    errors,
    schemas: { params, body: docFeedbackBodySchema, response: z.null() },
  },
  getDocSource: {
    summary: 'A page’s Markdown with its front matter, to edit (admin.docs)',
    errors,
    schemas: { params, response: docSourceSchema },
  },
  previewDoc: {
    summary: 'Render Markdown as a page would show it, without saving (admin.docs)',
    errors,
    schemas: { body: docPreviewBodySchema, response: docPreviewSchema },
  },
  createDoc: {
    summary: 'Create a page (admin.docs)',
    errors,
    schemas: { body: docCreateBodySchema, response: docSummarySchema },
  },
  saveDoc: {
    summary: 'Save a page’s Markdown and whether it is published (admin.docs)',
    errors,
    schemas: { params, body: docSaveBodySchema, response: docSummarySchema },
  },
  deleteDoc: {
    summary: 'Delete a page staff created (shipped pages are unpublished instead) (admin.docs)',
    errors,
    schemas: { params, response: z.null() },
  },
});
