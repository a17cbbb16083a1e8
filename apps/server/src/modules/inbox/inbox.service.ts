import type { Inbox, MarkReadRequest, UserNotificationKind } from '@portal/contracts';
import type { Logger } from 'pino';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { InboxRepository, NotificationRow } from './inbox.repository.ts';

const NEWEST = 50;

/** Whom a notification is for: the members of a company role, or one person. */
export type Recipients = { role: string } | { userId: string };

export type Delivery = {
  organizationId: string;
  to: Recipients;
  kind: UserNotificationKind;
  data: Record<string, string>;
  link: string | null;
  /** Also sent by e-mail when the portal sends mail over SMTP (MAIL_URL). */
  mail: { subject: string; text: string };
};

const toNotification = (row: NotificationRow) => ({
  id: row.id,
  kind: row.kind,
  data: row.data,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/**
 * A person's notifications in a company (docs/decisions/orchestration-approvals.md): written for the
 * members of a role or for one person, read in the portal's inbox, and mailed too when SMTP is set up.
 */
export function inboxService(deps: {
  repo: InboxRepository;
  /** Null without MAIL_URL: the portal's notifications are not written to files as other mail is. */
  mailer: Mailer | null;
  logger: Pick<Logger, 'warn'>;
}) {
  const { repo } = deps;
  const inbox = async (userId: string, organizationId: string): Promise<Inbox> => {
    const page = await repo.newest(userId, organizationId, NEWEST);
    return { unread: page.unread, data: page.data.map(toNotification) };
  };
  return {
    inbox,

    async markRead(userId: string, organizationId: string, body: MarkReadRequest): Promise<Inbox> {
      await repo.markRead(userId, organizationId, body.ids);
      return inbox(userId, organizationId);
    },

    /** Writes the notification for each recipient, then mails them; says how many of each. */
    async deliver(delivery: Delivery): Promise<{ notified: number; mailed: number; mailFailed: number }> {
      const people =
        'role' in delivery.to
          ? await repo.members(delivery.organizationId, delivery.to.role)
          : (await repo.members(delivery.organizationId, null)).filter(
              (member) => 'userId' in delivery.to && member.userId === delivery.to.userId,
            );
      await repo.insert(
        people.map((person) => ({
          organizationId: delivery.organizationId,
          userId: person.userId,
          kind: delivery.kind,
          data: delivery.data,
          link: delivery.link,
        })),
      );
      let mailed = 0;
      let mailFailed = 0;
      if (deps.mailer)
        for (const person of people) {
          try {
            await deps.mailer.send({ to: person.email, ...delivery.mail });
            mailed++;
          } catch (error) {
            mailFailed++;
            deps.logger.warn({ err: error, kind: delivery.kind }, 'notification mail not sent');
          }
        }
      return { notified: people.length, mailed, mailFailed };
    },
  };
}

export type InboxService = ReturnType<typeof inboxService>;
