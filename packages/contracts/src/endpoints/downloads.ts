import type { downloadListSchema, downloadParamsSchema } from '../downloads/downloads.ts';
import { endpointTable, op } from './endpoint.ts';

/** /downloads: public, like the documentation the files go with. */
export const downloadsEndpoints = /* @__PURE__ */ endpointTable({
  listDownloads: op<{ response: typeof downloadListSchema }>()({
    method: 'GET',
    path: '/sub-api/v1/downloads',
    status: 200,
    access: 'public',
  }),
  // The file goes out as bytes: only its errors have a schema.
  getDownload: op<{ params: typeof downloadParamsSchema }>()({
    method: 'GET',
    path: '/sub-api/v1/downloads/:file',
    status: 200,
    access: 'public',
  }),
});
