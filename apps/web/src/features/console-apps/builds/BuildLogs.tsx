import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/files/browserDownload.ts';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { appsApi as appViewApi } from '../api/appsApi.ts';
import { buildLogsQueryOptions } from '../api/appsQueries.ts';
import { BuildLogLines } from './BuildLogLines.tsx';

/** New log lines of a running build are fetched this often (the socket carries statuses, not lines). */
export const BUILD_LOG_POLL_MS = 1500;

/** The build log line by line, following the tail until the server says the log is complete. */
export function BuildLogs({ buildId }: { buildId: string }) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const logs = useQuery({
    ...buildLogsQueryOptions(queryClient, buildId),
    refetchInterval: (query) => (query.state.data?.complete ? false : BUILD_LOG_POLL_MS),
  });
  const [isDownloading, setIsDownloading] = useState(false);

  async function handleDownload() {
    setIsDownloading(true);
    try {
      saveFile(await appViewApi.buildLogsFile(buildId), `build-${buildId}.log`, 'text/plain');
    } catch {
      toast.error(t('appView.build.logsDownloadFailed'));
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {t('appView.build.logs')}
        </Title>
        <Button variant="default" size="xs" onClick={handleDownload} loading={isDownloading}>
          {t('appView.build.downloadLogs')}
        </Button>
      </Group>
      <QueryState
        query={logs}
        errorMessage={t('appView.errors.logs')}
        errorDetail={(error) => error.message}
        empty={{
          when: (loaded) => loaded.data.length === 0,
          show: (
            <EmptyText compact>
              {logs.data?.complete ? t('appView.build.noLogs') : t('appView.build.waitingForLogs')}
            </EmptyText>
          ),
        }}
      >
        {(loaded) => <BuildLogLines lines={loaded.data} label={t('appView.build.logs')} />}
      </QueryState>
      {logs.data && !logs.data.complete && (
        <Text size="xs" c="gray.7" aria-live="polite">
          {t('appView.build.following')}
        </Text>
      )}
    </Stack>
  );
}
