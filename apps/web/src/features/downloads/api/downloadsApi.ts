import { type DownloadList, downloadListSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient.ts';

export const downloadsQueryOptions = () =>
  queryOptions({
    queryKey: ['downloads'] as const,
    queryFn: async ({ signal }): Promise<DownloadList> =>
      downloadListSchema.parse(await http.get('/sub-api/v1/downloads', { signal })),
    // The files change only with a release.
    staleTime: Number.POSITIVE_INFINITY,
  });
