import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A zip upload's progress (docs/product/apps.md APPS-2); `null` while the browser cannot tell how much is
 * sent.
 */
export function UploadProgress({ progress, waitingFor }: { progress: number | null; waitingFor?: string }) {
  const { t } = useTranslation('console');
  const percent = progress === null ? 100 : Math.round(progress * 100);
  // Every byte sent: what is left is the server's check of the zip, then the new build's place in line.
  const isChecking = percent === 100 && progress !== null;
  return (
    <Stack gap={4}>
      <Text size="sm" aria-live="polite">
        {progress === null
          ? t('appsList.createForm.uploading')
          : isChecking
            ? t('appsList.createForm.checking')
            : t('appsList.createForm.uploadProgress', { percent })}
      </Text>
      {isChecking && waitingFor && (
        <Text size="sm" c="gray.7">
          {t('appsList.createForm.buildRunning', { version: waitingFor })}
        </Text>
      )}
      <Progress
        value={percent}
        // Sent but not yet answered (the server still checks the zip), or no total known: keep moving.
        animated={progress === null || percent === 100}
        aria-label={t('appsList.createForm.uploadLabel')}
      />
    </Stack>
  );
}
