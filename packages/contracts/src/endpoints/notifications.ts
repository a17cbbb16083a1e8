import type { notificationTicketSchema } from '../apps/appsApi.ts';
import { endpointTable, op } from './endpoint.ts';

/**
 * The ticket that opens the live-status socket. A browser cannot put the xsrf-token header on a
 * WebSocket, so the socket is opened with a short-lived single-use ticket fetched by this CSRF-checked
 * POST. The socket itself is registered by hand: the table describes HTTP operations.
 */
export const notificationsEndpoints = /* @__PURE__ */ endpointTable({
  createNotificationTicket: op<{ response: typeof notificationTicketSchema }>()({
    method: 'POST',
    path: '/sub-api/v1/notifications/ticket',
    status: 200,
    // Any member of the header's company: the handler checks the membership and hands its permissions on.
    access: 'session',
  }),
});
