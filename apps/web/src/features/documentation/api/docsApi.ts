import {
  type DocCreateBody,
  type DocFeedbackBody,
  type DocSaveBody,
  docsEndpoints as endpoints,
} from '@portal/contracts';
import { api } from '../../../lib/http/api.ts';

/** The documentation's calls: public reads, the signed-in reader's feedback, staff editing (admin.docs). */
export const docsApi = {
  list: (all: boolean, signal?: AbortSignal) =>
    api(endpoints.listDocs, { query: { all: all ? 'true' : undefined }, signal }),
  page: (slug: string, signal?: AbortSignal) =>
    // An unknown page is the page's own not-found state.
    api(endpoints.getDoc, { params: { slug }, signal, excludeFromGlobalHandling: [400, 404] }),
  source: (slug: string, signal?: AbortSignal) => api(endpoints.getDocSource, { params: { slug }, signal }),
  preview: (source: string) =>
    api(endpoints.previewDoc, { body: { source }, excludeFromGlobalHandling: [400, 422] }),
  create: (body: DocCreateBody) =>
    api(endpoints.createDoc, { body, excludeFromGlobalHandling: [400, 409, 422] }),
  save: (slug: string, body: DocSaveBody) =>
    api(endpoints.saveDoc, { params: { slug }, body, excludeFromGlobalHandling: [400, 404, 422] }),
  remove: (slug: string) =>
    api(endpoints.deleteDoc, { params: { slug }, excludeFromGlobalHandling: [404, 409] }),
  feedback: (slug: string, body: DocFeedbackBody) =>
    api(endpoints.sendDocFeedback, { params: { slug }, body, excludeFromGlobalHandling: [400, 404] }),
};
