import { apiErrorSchema } from '@portal/contracts';

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
