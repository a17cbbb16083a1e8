import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A zip upload's progress (SPEC.md 3); `null` while the browser cannot tell how much is sent. */
export function UploadProgress({ progress }: { progress: number | null }) {
  const { t } = useTranslation('console');
  const percent = progress === null ? 100 : Math.round(progress * 100);
  return (
    <Stack gap={4}>
      <Text size="sm" aria-live="polite">
        {progress === null
          ? t('appsList.createForm.uploading')
          : t('appsList.createForm.uploadProgress', { percent })}
      </Text>
      <Progress
        value={percent}
        // Sent but not yet answered (the server still checks the zip), or no total known: keep moving.
        animated={progress === null || percent === 100}
        aria-label={t('appsList.createForm.uploadLabel')}
      />
    </Stack>
  );
}
