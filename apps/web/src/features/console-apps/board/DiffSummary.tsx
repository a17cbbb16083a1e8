import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import type { FileChange, VersionDiff } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format/fileSize.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';

/**
 * What changed between two versions: the files added, removed and changed (each a link to its text diff
 * when `onOpenFile` is given), and the manifest's keys with their values before and after.
 */
export function DiffSummary({
  diff,
  onOpenFile,
}: {
  diff: VersionDiff;
  onOpenFile?: (file: FileChange) => void;
}) {
  const { t, i18n } = useTranslation('console');
  const size = (bytes: number | null) => (bytes === null ? '' : formatFileSize(bytes, i18n.language));
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('appView.board.diff.files')}
      </Title>
      {diff.files.length === 0 ? (
        <Text size="sm">{t('appView.board.diff.noFiles')}</Text>
      ) : (
        <DataTable
          minWidth={480}
          caption={t('appView.board.diff.unchanged', { count: diff.unchangedFiles })}
          columns={[
            t('appView.board.diff.path'),
            t('appView.board.diff.change'),
            t('appView.board.diff.before'),
            t('appView.board.diff.after'),
          ]}
          rows={diff.files.map((file) => ({
            key: file.path,
            cells: [
              onOpenFile ? (
                <Anchor
                  key="path"
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => onOpenFile(file)}
                >
                  {file.path}
                </Anchor>
              ) : (
                file.path
              ),
              t(`appView.board.diff.changes.${file.change}`),
              size(file.fromSize),
              size(file.toSize),
            ],
          }))}
        />
      )}
      <Title order={3} size="h5">
        {t('appView.board.diff.manifest')}
      </Title>
      {diff.manifest.length === 0 ? (
        <Text size="sm">{t('appView.board.diff.noManifest')}</Text>
      ) : (
        <DataTable
          minWidth={480}
          columns={[
            t('appView.board.diff.key'),
            t('appView.board.diff.change'),
            t('appView.board.diff.before'),
            t('appView.board.diff.after'),
          ]}
          rows={diff.manifest.map((change) => ({
            key: change.key,
            cells: [
              <Code key="key">{change.key}</Code>,
              t(`appView.board.diff.changes.${change.change}`),
              change.before ?? '',
              change.after ?? '',
            ],
          }))}
        />
      )}
    </Stack>
  );
}
