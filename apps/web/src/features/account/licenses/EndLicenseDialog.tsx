import { Text } from '@mantine/core';
import type { License } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { licensesApi, useLicensesMutation } from './api/licensesApi.ts';

type Props = { org: string; license: License; onClose: () => void; onEnded: (license: License) => void };

/**
 * Ends a licence now, after saying what it does to the licensee (docs/decisions/license-end.md): the app
 * is undeployed from its tenants and leaves its Licensed list; its deploy history and past runs stay.
 */
export function EndLicenseDialog({ org, license, onClose, onEnded }: Props) {
  const { t } = useTranslation('console');
  const [problem, setProblem] = useState<string | null>(null);
  const end = useLicensesMutation(org, () => licensesApi.end(org, license.id));
  const names = { app: license.appName, company: license.consumerName };
  return (
    <ConfirmDialog
      opened
      destructive
      title={t('licenses.end.title', names)}
      confirmLabel={t('licenses.end.confirm')}
      busyLabel={t('licenses.end.busy')}
      busy={end.isPending}
      onCancel={onClose}
      onConfirm={() =>
        end.mutate(undefined, {
          onSuccess: (ended) => {
            onEnded(ended);
            onClose();
          },
          onError: (error) => setProblem(errorText(error, t('licenses.end.failed'))),
        })
      }
    >
      <Text>{t('licenses.end.consequence', names)}</Text>
      {problem && (
        <Text c="red.8" size="sm" role="alert" mt="sm">
          {problem}
        </Text>
      )}
    </ConfirmDialog>
  );
}
