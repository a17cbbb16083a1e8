import { randomBytes } from 'node:crypto';
import { sha256 } from '../../platform/auth/tokens.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

const TICKET_SECONDS = 60;

/**
 * Tickets of the notifications socket (the builder's 'notifications ticket and listen' calls): a browser
 * cannot put the xsrf-token header on a WebSocket, so the socket is opened with a short-lived single-use
 * ticket fetched by a normal (CSRF-checked) request. Only the ticket's hash is stored.
 */
export function notificationsService(repo: NotificationsRepository) {
  return {
    /** `permissions`: what the caller may read in the company now, kept with the ticket for its socket. */
    async issueTicket(userId: string, organizationId: string, permissions: readonly string[]) {
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + TICKET_SECONDS * 1000);
      await repo.purgeExpired();
      await repo.insert({
        ticketHash: sha256(ticket),
        userId,
        organizationId,
        permissions: [...permissions],
        expiresAt,
      });
      return { ticket, expiresAt: expiresAt.toISOString() };
    },
    /** The ticket's company and permissions, once: a second use, or an expired ticket, is null. */
    async redeem(ticket: string): Promise<{ organizationId: string; permissions: string[] } | null> {
      return repo.redeem(sha256(ticket));
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
