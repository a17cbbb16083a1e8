import { Button, Code, Stack, Text, Title } from '@mantine/core';
import type { Download, DownloadKind } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/format/fileSize.ts';
import { IconDownload } from '../../lib/icons/icons.ts';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { DataTable } from '../../lib/tables/DataTable.tsx';
import { downloadsQueryOptions } from './api/downloadsApi.ts';
import { ChecksumCell } from './ChecksumCell.tsx';

const groups: { key: string; kinds: DownloadKind[] }[] = [
  { key: 'templates', kinds: ['starter', 'appSourceSchemas'] },
  { key: 'apis', kinds: ['openapi', 'wsdl', 'graphql'] },
];

/** /downloads (federal: /local): the files the portal serves, each with its version, size and SHA-256. */
export function DownloadsPage() {
  const { t } = useTranslation('core');
  const query = useQuery(downloadsQueryOptions());
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{t('downloads.title')}</Title>
        <Text>{t('downloads.intro')}</Text>
        <Text size="sm" c="gray.7">
          {t('downloads.verify')} <Code>sha256sum starter-extend.zip</Code>
        </Text>
      </Stack>
      <QueryState query={query} errorMessage={t('downloads.loadError')}>
        {(loaded) =>
          groups.map(({ key, kinds }) => {
            const files = loaded.data.filter((item) => kinds.includes(item.kind));
            if (files.length === 0) return null;
            return (
              <Stack key={key} gap="xs" component="section" aria-labelledby={`downloads-${key}`}>
                <Title order={2} id={`downloads-${key}`}>
                  {t(`downloads.groups.${key}`)}
                </Title>
                <DownloadsTable files={files} />
              </Stack>
            );
          })
        }
      </QueryState>
    </Stack>
  );
}

/**
 * One group's files. On a phone each file is a card of labelled lines (DataTable's stacked rows): the five
 * columns once scrolled sideways at 375 px (docs/product/downloads.md DOWNLOADS-3).
 */
function DownloadsTable({ files }: { files: Download[] }) {
  const { t, i18n } = useTranslation('core');
  return (
    <DataTable
      minWidth={760}
      columns={[
        t('downloads.columns.file'),
        t('downloads.columns.version'),
        t('downloads.columns.size'),
        t('downloads.columns.sha256'),
        t('downloads.columns.action'),
      ]}
      rows={files.map((item) => {
        const params = {
          subject: item.kind === 'starter' ? t(`catalog.types.${item.subject}`) : item.subject,
          version: item.version,
        };
        return {
          key: item.file,
          cells: [
            <Stack key="file" gap={2}>
              <Text fw={600}>{t(`downloads.kinds.${item.kind}.name`, params)}</Text>
              <Text size="sm" c="gray.7">
                {t(`downloads.kinds.${item.kind}.description`, params)}
              </Text>
              <Text size="xs" c="gray.7" ff="monospace">
                {item.file}
              </Text>
            </Stack>,
            item.version,
            // "912 bytes" on one line: the column is narrow beside the file's description.
            <Text key="size" span size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatFileSize(item.size, i18n.language)}
            </Text>,
            <ChecksumCell key="sha256" sha256={item.sha256} file={item.file} />,
            <Button
              key="download"
              component="a"
              href={item.url}
              download={item.file}
              variant="default"
              size="xs"
              leftSection={<IconDownload size={16} aria-hidden />}
              aria-label={t('downloads.downloadFile', { file: item.file })}
            >
              {t('downloads.download')}
            </Button>,
          ],
        };
      })}
    />
  );
}
