import {
  supportAttachmentParamsSchema,
  supportCaseListQuerySchema,
  supportCaseListSchema,
  supportCaseParamsSchema,
  supportCaseSchema,
  supportStatusBodySchema,
} from '../support/support.ts';
import { endpointSpecs } from './endpoint.ts';
import { supportEndpoints } from './support.ts';

const errors = [400, 401, 403, 404, 409, 413, 415];
const params = supportCaseParamsSchema;

export const supportSpecs = /* @__PURE__ */ endpointSpecs(supportEndpoints, ['support'], {
  listSupportCases: {
    summary: "The company's cases, most recently changed first (support.manage)",
    errors,
    schemas: { query: supportCaseListQuerySchema, response: supportCaseListSchema },
  },
  listAllSupportCases: {
    summary: "Every company's cases, most recently changed first (admin.support)",
    errors,
    schemas: { query: supportCaseListQuerySchema, response: supportCaseListSchema },
  },
  openSupportCase: {
    summary:
      'Open a case: multipart fields subject, category, severity, description and up to 5 attachments (support.manage)',
    errors,
    schemas: { response: supportCaseSchema },
  },
  getSupportCase: {
    summary: 'A case with its conversation and attachments',
    errors,
    schemas: { params, response: supportCaseSchema },
  },
  replyToSupportCase: {
    summary: 'Reply on a case: multipart field body and up to 5 attachments',
    errors,
    schemas: { params, response: supportCaseSchema },
  },
  setSupportCaseStatus: {
    summary: 'Close a case, or reopen a closed one',
    errors,
    schemas: { params, body: supportStatusBodySchema, response: supportCaseSchema },
  },
  getSupportAttachment: {
    summary: 'An attachment of the case, as a download',
    errors,
    schemas: { params: supportAttachmentParamsSchema },
  },
});
