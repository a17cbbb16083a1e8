import { Alert, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LocalFile,
  LocalSourceError,
  readFolderFiles,
  readZipFiles,
  toLocalSource,
} from './localSource.ts';
import { localSources } from './localSourceStore.ts';

/** Asks for the source: a zip (read with fflate) or a folder (webkitdirectory), read in this tab only. */
export function LocalSourcePicker({ app }: { app: App }) {
  const { t } = useTranslation('builder');
  const folderInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isReading, setReading] = useState(false);

  const load = async (name: string, read: () => Promise<LocalFile[]>) => {
    setProblem(null);
    setReading(true);
    try {
      localSources.set(app.id, toLocalSource(name, await read()));
    } catch (error) {
      setProblem(
        error instanceof LocalSourceError ? t(`local.errors.${error.reason}`) : t('local.errors.notZip'),
      );
    } finally {
      setReading(false);
    }
  };

  return (
    <Paper withBorder p="lg" maw={640}>
      <Stack gap="sm">
        <Title order={1} size="h3">
          {t('local.title', { name: app.name })}
        </Title>
        <Text size="sm">{t('local.intro')}</Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group gap="xs">
          <FileButton
            accept=".zip"
            onChange={(file) => file && void load(file.name, () => readZipFiles(file))}
          >
            {(props) => (
              <Button {...props} loading={isReading}>
                {t('local.loadZip')}
              </Button>
            )}
          </FileButton>
          <Button variant="default" onClick={() => folderInput.current?.click()} disabled={isReading}>
            {t('local.loadFolder')}
          </Button>
          <input
            ref={folderInput}
            type="file"
            hidden
            aria-hidden
            tabIndex={-1}
            // Not in React's types: the browsers' folder picker.
            {...{ webkitdirectory: '', directory: '' }}
            onChange={(event) => {
              const files = event.currentTarget.files;
              if (files?.length) void load(app.referenceId, () => readFolderFiles(files));
              event.currentTarget.value = '';
            }}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
