import { z } from 'zod';

/** A first-party page view: the path has ids replaced by placeholders before it is sent. */
export const pageViewSchema = z.object({
  path: z.string().min(1).max(2048).startsWith('/'),
  title: z.string().max(512).optional(),
  referrerPath: z.string().max(2048).optional(),
});
export type PageView = z.infer<typeof pageViewSchema>;

export const clientErrorSchema = z.object({
  name: z.string().max(256),
  message: z.string().max(4096),
  stack: z.string().max(16384).optional(),
  path: z.string().max(2048),
  kind: z.enum(['error', 'unhandledrejection', 'chunk', 'boundary']),
});
export type ClientError = z.infer<typeof clientErrorSchema>;
