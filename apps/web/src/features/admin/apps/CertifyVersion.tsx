import { Alert, Button, Group } from '@mantine/core';
import type { AdminApp, AdminAppVersion } from '@portal/contracts';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessContext } from '../../../lib/identity/useAccessContext.ts';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useCertifyVersionMutation } from './api/adminAppsApi.ts';

/**
 * The provider reviewer's decision on a version submitted for review: certify it (confirmed), which opens
 * the way to Production for its company. Shown only to reviewers (admin.review) and only while the version
 * is in review; the server checks both again.
 */
export function CertifyVersion({ app, version }: { app: AdminApp; version: AdminAppVersion }) {
  const { t } = useTranslation('admin');
  const isReviewer = useAccessContext().globalPermissions.includes('admin.review');
  const [confirming, setConfirming] = useState(false);
  const certify = useCertifyVersionMutation(version.id, {
    onSuccess: () => {
      setConfirming(false);
      toast.info(t('adminApps.review.certified', { name: app.name, version: version.version }));
    },
    onError: () => setConfirming(false),
  });
  if (!isReviewer || version.reviewState !== 'IN_REVIEW') return null;
  return (
    <>
      <Alert color="blue" title={t('adminApps.review.title')}>
        {t('adminApps.review.text', { company: app.organizationName })}
        <Group mt="sm">
          <Button onClick={() => setConfirming(true)}>{t('adminApps.review.certify')}</Button>
        </Group>
      </Alert>
      {certify.isError && (
        <Alert color="red" role="alert" title={t('adminApps.review.failed')}>
          {certify.error.message}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('adminApps.review.confirmTitle', { name: app.name, version: version.version })}
        confirmLabel={t('adminApps.review.certify')}
        busy={certify.isPending}
        busyLabel={t('adminApps.review.certifying')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => certify.mutate()}
      >
        {t('adminApps.review.confirmText', { company: app.organizationName })}
      </ConfirmDialog>
    </>
  );
}
