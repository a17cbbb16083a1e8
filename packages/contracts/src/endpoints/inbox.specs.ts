import { inboxSchema, markReadRequestSchema } from '../inbox/inbox.ts';
import { endpointSpecs } from './endpoint.ts';
import { inboxEndpoints } from './inbox.ts';

export const inboxSpecs = /* @__PURE__ */ endpointSpecs(inboxEndpoints, ['notifications'], {
  getInbox: {
    summary: "The caller's newest notifications in the company, with how many are unread",
    errors: [401, 403],
    schemas: { response: inboxSchema },
  },
  markInboxRead: {
    summary: "Mark the caller's notifications read (the ones named, or all)",
    errors: [400, 401, 403],
    schemas: { body: markReadRequestSchema, response: inboxSchema },
  },
});
