import type { inboxSchema, markReadRequestSchema } from '../inbox/inbox.ts';
import { endpointTable, op } from './endpoint.ts';

/** The signed-in person's notifications in the company they work in: approvals asked of them, messages. */
export const inboxEndpoints = /* @__PURE__ */ endpointTable({
  getInbox: op<{ response: typeof inboxSchema }>()({
    method: 'GET',
    path: '/sub-api/v1/notifications/inbox',
    status: 200,
    access: 'session',
  }),
  markInboxRead: op<{ body: typeof markReadRequestSchema; response: typeof inboxSchema }>()({
    method: 'POST',
    path: '/sub-api/v1/notifications/inbox/read',
    status: 200,
    access: 'session',
  }),
});
