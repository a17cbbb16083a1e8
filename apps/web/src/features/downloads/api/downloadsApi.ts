import { type DownloadList, downloadListSchema, downloadsEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';

export const downloadsQueryOptions = () =>
  queryOptions({
    queryKey: ['downloads'] as const,
    queryFn: async ({ signal }): Promise<DownloadList> =>
      downloadListSchema.parse(await api(downloadsEndpoints.listDownloads, { signal })),
    // The files change only with a release.
    staleTime: Number.POSITIVE_INFINITY,
  });
