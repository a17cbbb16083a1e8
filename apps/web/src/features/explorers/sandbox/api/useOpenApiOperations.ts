import { useQueries } from '@tanstack/react-query';
import { http } from '../../../../lib/http/httpClient.ts';
import { documentPath, type OpenApiDocument, operationsOf, serviceVersions } from '../openApiOperations.ts';
import { sandboxKeys } from './sandboxKeys.ts';

/**
 * Every operation of every service version of the tenant's REST API, from the OpenAPI documents the
 * sandbox serves (the same ones that validate its requests). The documents are public: no token needed.
 */
export function useOpenApiOperations(tenant: string | null) {
  const results = useQueries({
    queries: serviceVersions.map(({ service, version }) => ({
      queryKey: sandboxKeys.openApi(tenant, service, version),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        http.get<OpenApiDocument>(documentPath(tenant!, service, version), { signal }),
      enabled: tenant !== null,
      staleTime: 10 * 60_000,
    })),
  });
  const operations = results.flatMap((result, index) =>
    result.data
      ? operationsOf(serviceVersions[index]!.service, serviceVersions[index]!.version, result.data)
      : [],
  );
  return {
    operations,
    isPending: tenant !== null && results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
    error: results.find((result) => result.error)?.error ?? null,
    retry: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}
