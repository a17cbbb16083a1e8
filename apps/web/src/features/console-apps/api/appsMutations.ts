import type { CopyAppRequest, CreateAppRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadProgressListener } from '../../../lib/http/xhrTransport.ts';
import { useCompany } from '../../company/companyContext.ts';
import { appsApi, type UploadAppInput } from './appsApi.ts';
import { appViewKeys } from './appViewKeys.ts';
import { appsListKeys } from './keys.ts';

/**
 * Every write here changes which apps the company's lists hold, and may change an app page open
 * elsewhere (retire from the app view): each invalidates that company's lists and the app views.
 */
function useInvalidateCompanyApps() {
  const queryClient = useQueryClient();
  const organizationId = useCompany().selected?.organizationUuid ?? null;
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: appsListKeys.company(organizationId) }),
      queryClient.invalidateQueries({ queryKey: appViewKeys.all }),
    ]);
}

export function useCreateAppMutation() {
  const invalidate = useInvalidateCompanyApps();
  return useMutation({
    mutationFn: (request: CreateAppRequest) => appsApi.create(request),
    onSuccess: invalidate,
  });
}

export function useUploadAppMutation() {
  const invalidate = useInvalidateCompanyApps();
  return useMutation({
    mutationFn: ({ input, onProgress }: { input: UploadAppInput; onProgress: UploadProgressListener }) =>
      appsApi.upload(input, onProgress),
    onSuccess: invalidate,
  });
}

export function useCopyAppMutation() {
  const invalidate = useInvalidateCompanyApps();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: CopyAppRequest }) => appsApi.copy(id, request),
    onSuccess: invalidate,
  });
}

export function useRetireAppMutation() {
  const invalidate = useInvalidateCompanyApps();
  return useMutation({ mutationFn: (id: string) => appsApi.retire(id), onSuccess: invalidate });
}

export function useUnretireAppMutation() {
  const invalidate = useInvalidateCompanyApps();
  return useMutation({ mutationFn: (id: string) => appsApi.unretire(id), onSuccess: invalidate });
}

export function useDeleteAppMutation() {
  const invalidate = useInvalidateCompanyApps();
  return useMutation({ mutationFn: (id: string) => appsApi.delete(id), onSuccess: invalidate });
}
