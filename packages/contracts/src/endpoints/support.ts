import type {
  supportAttachmentParamsSchema,
  supportCaseListQuerySchema,
  supportCaseListSchema,
  supportCaseParamsSchema,
  supportCaseSchema,
  supportStatusBodySchema,
} from '../support/support.ts';
import { endpointTable, op } from './endpoint.ts';

type CaseList = { query: typeof supportCaseListQuerySchema; response: typeof supportCaseListSchema };
type OneCase = { params: typeof supportCaseParamsSchema; response: typeof supportCaseSchema };

/**
 * Support cases. A company's support contacts (support.manage) open and follow its cases; the provider's
 * support (admin.support) sees and answers every company's. A case's own routes need a session; the
 * handler then answers 404 for a case of a company the caller does not support. Opening a case and
 * replying take a multipart form (fields and attachments), which has no body schema.
 */
export const supportEndpoints = /* @__PURE__ */ endpointTable({
  listSupportCases: op<CaseList>()({
    method: 'GET',
    path: '/sub-api/v1/support/cases',
    status: 200,
    access: { orgPermission: 'support.manage' },
  }),
  listAllSupportCases: op<CaseList>()({
    method: 'GET',
    path: '/sub-api/v1/admin/support-cases',
    status: 200,
    access: { globalPermission: 'admin.support' },
  }),
  openSupportCase: op<{ response: typeof supportCaseSchema }>()({
    method: 'POST',
    path: '/sub-api/v1/support/cases',
    status: 201,
    access: { orgPermission: 'support.manage' },
  }),
  getSupportCase: op<OneCase>()({
    method: 'GET',
    path: '/sub-api/v1/support/cases/:id',
    status: 200,
    access: 'session',
  }),
  replyToSupportCase: op<OneCase>()({
    method: 'POST',
    path: '/sub-api/v1/support/cases/:id/messages',
    status: 200,
    access: 'session',
  }),
  setSupportCaseStatus: op<OneCase & { body: typeof supportStatusBodySchema }>()({
    method: 'PUT',
    path: '/sub-api/v1/support/cases/:id/status',
    status: 200,
    access: 'session',
  }),
  // The file goes out as bytes: only its errors have a schema.
  getSupportAttachment: op<{ params: typeof supportAttachmentParamsSchema }>()({
    method: 'GET',
    path: '/sub-api/v1/support/cases/:id/attachments/:attachmentId',
    status: 200,
    access: 'session',
  }),
});
