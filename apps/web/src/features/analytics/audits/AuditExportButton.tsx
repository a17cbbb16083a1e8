import { Button } from '@mantine/core';
import type { AuditFilter } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startDownload } from '../../../lib/files/browserDownload.ts';
import { readString } from '../../../lib/storage/safeStorage.ts';
import { storageKeys } from '../../../lib/storage/storageKeys.ts';
import { toast } from '../../../lib/toasts/toasts.ts';
import { auditExportUrl, auditsApi } from './auditsApi.ts';

/**
 * The CSV streams to disk from a link; a link cannot report a failure, so a one-row page with the same
 * filters runs first and fails for the same reasons (range, permission), showing the error toast.
 */
export function AuditExportButton({ filter }: { filter: AuditFilter }) {
  const { t } = useTranslation('console');
  const [isBusy, setIsBusy] = useState(false);
  async function handleExport() {
    setIsBusy(true);
    try {
      await auditsApi.page({ ...filter, start: 0, length: 1 });
      startDownload(auditExportUrl(filter, readString(storageKeys.orgUuid)));
    } catch {
      toast.error(t('audits.exportFailed'));
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <Button variant="default" loading={isBusy} onClick={() => void handleExport()}>
      {t('audits.export')}
    </Button>
  );
}
