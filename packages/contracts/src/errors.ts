import { z } from 'zod';

/** Every JSON API answers errors in this one shape (docs/architecture.md, "Service prefixes and errors"). */
export const apiErrorSchema = z.object({
  error: z.string().describe('Stable machine-readable code, e.g. not_found'),
  message: z.string().describe('Human-readable explanation'),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable',
  'rate_limited',
  'internal',
  'unavailable',
  'insufficient_storage',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
