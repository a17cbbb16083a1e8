import { Alert, Stack, Switch } from '@mantine/core';
import type { SamlConfigResponse } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { samlApi, useSamlMutation } from './api/samlApi.ts';

/** Single sign-on on or off, each confirmed first: both change how the company's people sign in. */
export function SamlEnablement({ org, config }: { org: string; config: SamlConfigResponse }) {
  const { t } = useTranslation('console');
  const [asking, setAsking] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toggle = useSamlMutation(org, (enabled: boolean) => samlApi.setEnabled(org, enabled));

  return (
    <Stack gap="sm">
      <Switch
        label={t('saml.enabled')}
        description={config.configured ? undefined : t('saml.configureFirst')}
        checked={config.enabled}
        onChange={(event) => {
          setError(null);
          setAsking(event.currentTarget.checked);
        }}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <ConfirmDialog
        opened={asking !== null}
        title={asking ? t('saml.enableTitle') : t('saml.disableTitle')}
        confirmLabel={asking ? t('saml.enable') : t('saml.disable')}
        destructive={asking === false}
        busy={toggle.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          asking !== null &&
          toggle.mutate(asking, {
            onSettled: () => setAsking(null),
            onError: (e) => setError(errorText(e, t('saml.saveFailed'))),
          })
        }
      >
        {asking ? t('saml.enableBody') : t('saml.disableBody')}
      </ConfirmDialog>
    </Stack>
  );
}
