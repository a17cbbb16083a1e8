import { twoFactorEndpoints as endpoints, type TwoFactorStatus } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';

const statusKey = ['twoFactorStatus'] as const;
/** A wrong code is the form's own error, not the global handler's. */
const own = { excludeFromGlobalHandling: [400, 409, 429] } as const;

export function twoFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: statusKey,
    queryFn: ({ signal }) => api(endpoints.getTwoFactorStatus, { signal }),
  });
}

export function useStartEnrolmentMutation() {
  return useMutation({ mutationFn: () => api(endpoints.startTwoFactorEnrolment, own) });
}

/** The status is refreshed only when the recovery codes are put away, so they stay on screen till then. */
export function useConfirmEnrolmentMutation() {
  return useMutation({
    mutationFn: (code: string) => api(endpoints.confirmTwoFactor, { body: { code }, ...own }),
  });
}

export function useDisableMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api(endpoints.disableTwoFactor, { body: { code }, ...own }),
    onSuccess: (status: TwoFactorStatus) => queryClient.setQueryData(statusKey, status),
  });
}

export function useRefreshTwoFactorStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: statusKey });
}
