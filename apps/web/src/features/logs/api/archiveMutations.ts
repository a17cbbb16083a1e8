import type { LogArchiveRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logsKeys } from './keys.ts';
import { logsApi } from './logsApi.ts';

/** Archives are the only server data these writes change: each invalidates the archive list alone. */
export function useCreateLogArchiveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LogArchiveRequest) => logsApi.createArchive(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logsKeys.archives() }),
  });
}

export function useDeleteLogArchiveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => logsApi.deleteArchive(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: logsKeys.archives() }),
  });
}
