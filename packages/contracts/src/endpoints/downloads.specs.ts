import { downloadListSchema, downloadParamsSchema } from '../downloads/downloads.ts';
import { downloadsEndpoints } from './downloads.ts';
import { endpointSpecs } from './endpoint.ts';

export const downloadsSpecs = /* @__PURE__ */ endpointSpecs(downloadsEndpoints, ['downloads'], {
  listDownloads: {
    summary: 'The downloadable files, each with its version, size and SHA-256',
    errors: [],
    schemas: { response: downloadListSchema },
  },
  getDownload: {
    summary: 'One file, as an attachment; its ETag and Repr-Digest carry its SHA-256',
    errors: [400, 404],
    schemas: { params: downloadParamsSchema },
  },
});
