import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient.ts';
import type { PortalOpenApiDocument } from '../copilot/portalOperations.ts';

/** The portal's own OpenAPI document, whose operations the copilot APIs page lists; it changes with a release. */
export const portalOpenApiQueryOptions = () =>
  queryOptions({
    queryKey: ['portal-openapi'] as const,
    queryFn: ({ signal }) => http.get<PortalOpenApiDocument>('/api/openapi.json', { signal }),
    staleTime: 10 * 60_000,
  });
