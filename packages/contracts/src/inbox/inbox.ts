import { z } from 'zod';

/**
 * What a portal notification says (docs/decisions/orchestration-approvals.md): the web words each kind
 * from its data; a notify step's message is its author's text, shown as written.
 */
export const userNotificationKinds = [
  'approval_requested',
  'orchestration_message',
  'log_alert',
  'promotion_requested',
  'promotion_ended',
] as const;
export type UserNotificationKind = (typeof userNotificationKinds)[number];

export const userNotificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(userNotificationKinds),
  /** approval_requested: app, orchestration, step, role; orchestration_message: app, orchestration, message;
   * log_alert: rule, state (ok, firing, no_data), count; promotion_requested: app, version, environment,
   * requester; promotion_ended: app, version, environment, state (PROMOTED, REJECTED, EXPIRED, FAILED). */
  data: z.record(z.string(), z.string()),
  /** The portal page it is about (a run's page), a path. */
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type UserNotification = z.infer<typeof userNotificationSchema>;

export const inboxSchema = z.object({
  unread: z.number().int().nonnegative(),
  /** The newest 50, newest first. */
  data: z.array(userNotificationSchema),
});
export type Inbox = z.infer<typeof inboxSchema>;

export const markReadRequestSchema = z.object({
  /** The notifications to mark read; all of the caller's in the company when left out. */
  ids: z.array(z.uuid()).min(1).max(50).optional(),
});
export type MarkReadRequest = z.infer<typeof markReadRequestSchema>;
