import { deployEndpoints, type ProntoStatus } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { appsKeys } from '../../../console-apps/index.ts';

const prontoKey = (id: string) => ['pronto', id] as const;
const isSettled = (status: ProntoStatus['status'] | undefined) =>
  status === 'DEPLOYED' || status === 'FAILED';

/** prontoDeploy: the version to one tenant in one step; a refusal shows in the dialog. */
export function useProntoDeployMutation() {
  return useMutation({
    mutationFn: ({ versionId, tenant }: { versionId: string; tenant: string }) =>
      api(deployEndpoints.prontoDeploy, {
        params: { id: versionId },
        body: { tenant },
        excludeFromGlobalHandling: [400, 403, 404, 409],
      }),
  });
}

/**
 * prontoStatus, asked every second until the deploy is DEPLOYED or FAILED; then the app's registry and
 * deploy history (keyed under it) are read again, as after a deploy.
 */
export function useProntoStatus(id: string | null, referenceId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: prontoKey(id ?? ''),
    queryFn: async ({ signal }) => {
      const status = await api(deployEndpoints.getProntoStatus, { params: { id: id ?? '' }, signal });
      if (isSettled(status.status))
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: appsKeys.registry(referenceId) }),
          queryClient.invalidateQueries({ queryKey: appsKeys.companies() }),
        ]);
      return status;
    },
    enabled: id !== null,
    refetchInterval: (query) => (isSettled(query.state.data?.status) ? false : 1000),
  });
}
