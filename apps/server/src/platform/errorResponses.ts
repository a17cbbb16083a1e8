import type { Readable } from 'node:stream';
import { apiErrorSchema } from '@portal/contracts';
import { z } from 'zod';

/**
 * The error part of a route's response schema: every listed status answers the one ApiError body, so the
 * OpenAPI document and the serialiser know it and a route lists only the statuses it can really return.
 */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}

/**
 * A download's success in a route's response schema: its bytes, of `mediaType`, as a stream or a buffer
 * (sent as they are, never serialised).
 */
export function fileResponse(mediaType: string, description: string) {
  return {
    description,
    content: { [mediaType]: { schema: z.custom<Readable | Buffer>() } },
  };
}
