import { notificationTicketSchema } from '../apps/appsApi.ts';
import { endpointSpecs } from './endpoint.ts';
import { notificationsEndpoints } from './notifications.ts';

export const notificationsSpecs = /* @__PURE__ */ endpointSpecs(notificationsEndpoints, ['notifications'], {
  createNotificationTicket: {
    summary: 'A 60-second single-use ticket for the notifications socket',
    errors: [400, 401, 403],
    schemas: { response: notificationTicketSchema },
  },
});
