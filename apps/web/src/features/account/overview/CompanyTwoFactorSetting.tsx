import { Alert, Stack, Switch, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { companyTwoFactorQueryOptions, useSetCompanyTwoFactorMutation } from './api/companyTwoFactorApi.ts';

/**
 * A company admin's setting: members must sign in with a second factor. Turning it on is confirmed
 * first, since members without one are asked to set it up at their next sign-in.
 */
export function CompanyTwoFactorSetting({ org }: { org: string }) {
  const { t } = useTranslation('console');
  const setting = useQuery(companyTwoFactorQueryOptions(org));
  const save = useSetCompanyTwoFactorMutation(org);
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
