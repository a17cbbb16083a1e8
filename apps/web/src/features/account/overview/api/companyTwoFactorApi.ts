import { twoFactorEndpoints as endpoints } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';

export const companyTwoFactorKeys = { setting: (org: string) => ['companyTwoFactor', org] as const };

/** Whether the company's members must sign in with a second factor. */
export function companyTwoFactorQueryOptions(org: string) {
  return queryOptions({
    queryKey: companyTwoFactorKeys.setting(org),
    queryFn: ({ signal }) => api(endpoints.getCompanyTwoFactor, { params: { org }, signal }),
  });
}

/** The answer is the setting as saved: the switch shows it at once. */
export function useSetCompanyTwoFactorMutation(org: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      api(endpoints.setCompanyTwoFactor, { params: { org }, body: { required } }),
    onSuccess: (data) => queryClient.setQueryData(companyTwoFactorKeys.setting(org), data),
  });
}
