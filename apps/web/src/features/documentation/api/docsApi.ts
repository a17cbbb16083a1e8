import type {
  DocCreateBody,
  DocFeedbackBody,
  DocList,
  DocPage,
  DocPreview,
  DocSaveBody,
  DocSource,
  DocSummary,
} from '@portal/contracts';
import { http } from '../../../lib/http/httpClient.ts';

const P = '/sub-api/v1/docs';
const key = (slug: string) => encodeURIComponent(slug);

/** The documentation's calls: public reads, the signed-in reader's feedback, staff editing (admin.docs). */
export const docsApi = {
  list: (all: boolean, signal?: AbortSignal) =>
    http.get<DocList>(P, { query: { all: all ? 'true' : undefined }, signal }),
  page: (slug: string, signal?: AbortSignal) =>
    // An unknown page is the page's own not-found state.
    http.get<DocPage>(`${P}/${key(slug)}`, { signal, excludeFromGlobalHandling: [400, 404] }),
  source: (slug: string, signal?: AbortSignal) => http.get<DocSource>(`${P}/${key(slug)}/source`, { signal }),
  preview: (source: string) =>
    http.post<DocPreview>(`${P}/preview`, { source }, { excludeFromGlobalHandling: [400, 422] }),
  create: (body: DocCreateBody) =>
    http.post<DocSummary>(P, body, { excludeFromGlobalHandling: [400, 409, 422] }),
  save: (slug: string, body: DocSaveBody) =>
    http.put<DocSummary>(`${P}/${key(slug)}`, body, { excludeFromGlobalHandling: [400, 404, 422] }),
  remove: (slug: string) => http.delete<null>(`${P}/${key(slug)}`, { excludeFromGlobalHandling: [404, 409] }),
  feedback: (slug: string, body: DocFeedbackBody) =>
    http.put<null>(`${P}/${key(slug)}/feedback`, body, { excludeFromGlobalHandling: [400, 404] }),
};
