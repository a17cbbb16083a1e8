import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { formatCount, formatDuration } from '../../../lib/format/numbers.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { buildQueueQueryOptions } from './api/adminBuildsApi.ts';

/** The build queues as pg-boss holds them, and what each server process's worker runs now. */
export function BuildQueuePanel() {
  const { t, i18n } = useTranslation('admin');
  const query = useQuery(buildQueueQueryOptions());
  return (
    <QueryState query={query} errorMessage={t('builds.queue.loadError')} loading={null}>
      {({ queues, workers, thisProcess }) => (
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('builds.queue.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {queues.map((queue) => (
              <Card key={queue.queue} withBorder padding="sm">
                <Text fw={600}>
                  {t(`builds.queue.names.${queue.queue === 'builds' ? 'builds' : 'signing'}`)}
                </Text>
                <Text size="sm">
                  {t('builds.queue.figures', {
                    queued: formatCount(queue.queued, i18n.language),
                    deferred: formatCount(queue.deferred, i18n.language),
                    active: formatCount(queue.active, i18n.language),
                  })}
                </Text>
                {queue.queued > 0 && (
                  <Text size="sm" c="gray.7">
                    {t('builds.queue.oldest', {
                      wait: formatDuration(queue.oldestQueuedSeconds * 1000, i18n.language),
                    })}
                  </Text>
                )}
              </Card>
            ))}
          </SimpleGrid>
          <Title order={3} size="h4">
            {t('builds.workers.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('builds.workers.thisProcess', { runner: thisProcess.runner, count: thisProcess.concurrency })}
          </Text>
          {workers.length === 0 ? (
            <Text size="sm">{t('builds.workers.idle')}</Text>
          ) : (
            workers.map((worker) => (
              <Card key={worker.runner} withBorder padding="sm">
                <Text fw={600} ff="monospace" size="sm">
                  {worker.runner}
                </Text>
                {worker.builds.map((build) => (
                  <Group key={build.buildId} gap="xs" wrap="wrap">
                    <Text size="sm">
                      {t('builds.workers.runs', {
                        app: build.appName,
                        version: build.version,
                        since: formatDateTime(build.since, i18n.language, { precision: 'second' }),
                      })}
                    </Text>
                  </Group>
                ))}
              </Card>
            ))
          )}
        </Stack>
      )}
    </QueryState>
  );
}
