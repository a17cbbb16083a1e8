import { Alert, Stack, Switch, Title } from '@mantine/core';
import { twoFactorEndpoints as endpoints } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http/api.ts';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';

const keyOf = (org: string) => ['companyTwoFactor', org] as const;

/**
 * A company admin's setting: members must sign in with a second factor. Turning it on is confirmed
 * first, since members without one are asked to set it up at their next sign-in.
 */
export function CompanyTwoFactorSetting({ org }: { org: string }) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: keyOf(org),
    queryFn: ({ signal }) => api(endpoints.getCompanyTwoFactor, { params: { org }, signal }),
  });
  const save = useMutation({
    mutationFn: (required: boolean) =>
      api(endpoints.setCompanyTwoFactor, { params: { org }, body: { required } }),
    onSuccess: (data) => queryClient.setQueryData(keyOf(org), data),
  });
  const [asking, setAsking] = useState<boolean | null>(null);

  return (
    <section aria-labelledby="account-two-factor">
      <Stack gap="sm" maw={640}>
        <Title order={2} size="h3" id="account-two-factor">
          {t('account.twoFactor.title')}
        </Title>
        {setting.isError ? (
          <Alert color="red" role="alert">
            {t('account.twoFactor.loadError')}
          </Alert>
        ) : (
          <Switch
            label={t('account.twoFactor.require')}
            description={t('account.twoFactor.description')}
            checked={setting.data?.required ?? false}
            disabled={!setting.data}
            onChange={(event) => setAsking(event.currentTarget.checked)}
          />
        )}
        {save.isError && (
          <Alert color="red" role="alert">
            {t('account.twoFactor.saveFailed')}
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={asking ? t('account.twoFactor.requireTitle') : t('account.twoFactor.stopTitle')}
        confirmLabel={asking ? t('account.twoFactor.requireConfirm') : t('account.twoFactor.stopConfirm')}
        destructive={asking === false}
        busy={save.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking !== null && save.mutate(asking, { onSettled: () => setAsking(null) })}
      >
        {asking ? t('account.twoFactor.requireBody') : t('account.twoFactor.stopBody')}
      </ConfirmDialog>
    </section>
  );
}
