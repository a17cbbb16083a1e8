import { ActionIcon, Box, Button, Group, Text, Tooltip } from '@mantine/core';
import type { LogArchive } from '@portal/contracts';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format/dates.ts';
import { formatFileSize } from '../../lib/format/fileSize.ts';
import { formatCount } from '../../lib/format/numbers.ts';
import { readString } from '../../lib/storage/safeStorage.ts';
import { storageKeys } from '../../lib/storage/storageKeys.ts';
import { DataTable } from '../../lib/tables/DataTable.tsx';
import { archiveDownloadUrl } from './downloads.utils.ts';
import { LogArchiveStatusBadge } from './LogArchiveStatusBadge.tsx';

type Props = {
  archives: LogArchive[];
  onDelete: (archive: LogArchive) => void;
};

/** One row an archive: its range, what it holds, who asked, and its file once READY. */
export function LogArchivesTable({ archives, onDelete }: Props) {
  const { t, i18n } = useTranslation('console');
  const organizationId = readString(storageKeys.orgUuid);
  return (
    <DataTable
      minWidth={720}
      columns={[
        t('logArchives.columns.range'),
        t('logArchives.columns.status'),
        t('logArchives.columns.lines'),
        t('logArchives.columns.size'),
        t('logArchives.columns.requested'),
        t('logArchives.columns.actions'),
      ]}
      rows={archives.map((archive) => {
        const range = t('logArchives.range', {
          start: formatDateTime(archive.start, i18n.language),
          end: formatDateTime(archive.end, i18n.language),
        });
        return {
          key: archive.id,
          cells: [
            <Fragment key="range">
              <Text size="sm">{range}</Text>
              <Text size="xs" c="gray.7">
                {archive.appId
                  ? t('logArchives.app', { app: archive.appName ?? archive.appId })
                  : t('logArchives.allApps')}
              </Text>
            </Fragment>,
            <Box key="status" style={{ whiteSpace: 'nowrap' }}>
              <LogArchiveStatusBadge status={archive.status} />
              {archive.error && (
                <Text size="xs" c="red.8" style={{ whiteSpace: 'normal' }}>
                  {archive.error}
                </Text>
              )}
            </Box>,
            archive.rowCount === null ? '' : formatCount(archive.rowCount, i18n.language),
            archive.sizeBytes === null ? '' : formatFileSize(archive.sizeBytes, i18n.language),
            <Fragment key="requested">
              <Text size="sm">{formatDateTime(archive.createdAt, i18n.language)}</Text>
              {archive.createdBy && (
                <Text size="xs" c="gray.7">
                  {archive.createdBy}
                </Text>
              )}
            </Fragment>,
            <Group key="actions" gap="xs" wrap="nowrap" justify="flex-end">
              {archive.status === 'READY' && (
                <Button
                  component="a"
                  href={archiveDownloadUrl(archive.id, organizationId)}
                  download
                  size="xs"
                  variant="default"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  aria-label={t('logArchives.downloadNamed', { range })}
                >
                  {t('logArchives.download')}
                </Button>
              )}
              <Tooltip label={t('logArchives.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('logArchives.deleteNamed', { range })}
                  onClick={() => onDelete(archive)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>,
          ],
        };
      })}
    />
  );
}
