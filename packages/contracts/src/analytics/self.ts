import { z } from 'zod';

/** The signed-in user's own activity per app (usages self). */
export const selfUsageSchema = z.object({
  appId: z.string().nullable(),
  name: z.string().nullable(),
  /** API requests made as the user (access lines). */
  requests: z.number().int(),
  /** App events the user caused (app_event lines). */
  events: z.number().int(),
  /** Portal actions of the user (audit lines). */
  actions: z.number().int(),
  lastSeen: z.string(),
});
export type SelfUsage = z.infer<typeof selfUsageSchema>;

export const selfUsagesResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  data: z.array(selfUsageSchema),
});
export type SelfUsagesResponse = z.infer<typeof selfUsagesResponseSchema>;

/** One active user of the company in the range (users self). */
export const activeUserSchema = z.object({
  user: z.string(),
  lines: z.number().int(),
  apps: z.number().int(),
  lastSeen: z.string(),
});
export type ActiveUser = z.infer<typeof activeUserSchema>;

export const ACTIVE_USERS_LIMIT = 100;

export const activeUsersResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every distinct user of the range; `data` holds the most active ACTIVE_USERS_LIMIT of them. */
  total: z.number().int(),
  data: z.array(activeUserSchema),
});
export type ActiveUsersResponse = z.infer<typeof activeUsersResponseSchema>;
