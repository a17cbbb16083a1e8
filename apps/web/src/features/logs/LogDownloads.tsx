import { Button, Group } from '@mantine/core';
import type { LogSearchRequest } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startDownload } from '../../lib/files/browserDownload.ts';
import { readString } from '../../lib/storage/safeStorage.ts';
import { storageKeys } from '../../lib/storage/storageKeys.ts';
import { toast } from '../../lib/toasts/toasts.ts';
import { logsApi } from './api/logsApi.ts';
import { type DownloadFormat, downloadUrl } from './downloads.utils.ts';

/**
 * Downloads are not capped at 500 and may be large, so the browser streams them to disk from a link
 * (fetching the file through the http client would hold it all in memory). A link cannot report a
 * failure, so a one-row search with the same range, filters and company runs first: it fails for the
 * same reasons (invalid range or filter, permission, timeout) and then shows the error toast.
 */
export function LogDownloads({ request }: { request: LogSearchRequest }) {
  const { t } = useTranslation('console');
  const [isBusy, setIsBusy] = useState(false);

  async function handleDownload(format: DownloadFormat) {
    setIsBusy(true);
    try {
      await logsApi.search({ ...request, limit: 1 });
      startDownload(downloadUrl(request, format, readString(storageKeys.orgUuid)));
    } catch {
      toast.error(t('logs.downloadFailed'));
    } finally {
      setIsBusy(false);
    }
  }

  // Plain buttons rather than a menu: one press each, and each says what it downloads.
  return (
    <Group gap="xs" role="group" aria-label={t('logs.download.group')} aria-busy={isBusy || undefined}>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        disabled={isBusy}
        onClick={() => void handleDownload('csv')}
      >
        {t('logs.download.csv')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        disabled={isBusy}
        onClick={() => void handleDownload('ndjson')}
      >
        {t('logs.download.ndjson')}
      </Button>
    </Group>
  );
}
