import type { z } from 'zod';
import type {
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
import { endpointTable, op } from './endpoint.ts';

type Slug = { params: typeof docParamsSchema };
const staff = { globalPermission: 'admin.docs' } as const;

/** The documentation: public to read, feedback per signed-in reader, written by staff with admin.docs. */
export const docsEndpoints = /* @__PURE__ */ endpointTable({
  // ?all=true needs admin.docs: the handler checks it when asked.
  listDocs: op<{ query: typeof docListQuerySchema; response: typeof docListSchema }>()({
    method: 'GET',
    path: '/sub-api/v1/docs',
    status: 200,
    access: 'public',
  }),
  getDoc: op<Slug & { response: typeof docPageSchema }>()({
    method: 'GET',
    path: '/sub-api/v1/docs/:slug',
    status: 200,
    access: 'public',
  }),
  sendDocFeedback: op<Slug & { body: typeof docFeedbackBodySchema; response: z.ZodNull }>()({
    method: 'PUT',
    path: '/sub-api/v1/docs/:slug/feedback',
    status: 204,
    access: 'session',
  }),
  getDocSource: op<Slug & { response: typeof docSourceSchema }>()({
    method: 'GET',
    path: '/sub-api/v1/docs/:slug/source',
    status: 200,
    access: staff,
  }),
  previewDoc: op<{ body: typeof docPreviewBodySchema; response: typeof docPreviewSchema }>()({
    method: 'POST',
    path: '/sub-api/v1/docs/preview',
    status: 200,
    access: staff,
  }),
  createDoc: op<{ body: typeof docCreateBodySchema; response: typeof docSummarySchema }>()({
    method: 'POST',
    path: '/sub-api/v1/docs',
    status: 201,
    access: staff,
  }),
  saveDoc: op<Slug & { body: typeof docSaveBodySchema; response: typeof docSummarySchema }>()({
    method: 'PUT',
    path: '/sub-api/v1/docs/:slug',
    status: 200,
    access: staff,
  }),
  deleteDoc: op<Slug & { response: z.ZodNull }>()({
    method: 'DELETE',
    path: '/sub-api/v1/docs/:slug',
    status: 204,
    access: staff,
  }),
});
