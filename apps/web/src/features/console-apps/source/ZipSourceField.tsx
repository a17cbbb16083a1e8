import { FileInput, Stack } from '@mantine/core';
import { uploadTooLargeIssue } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../lib/config/PublicConfigContext.tsx';
import { UploadProgress } from './UploadProgress.tsx';
import { type ZipIssue, zipFileIssue } from './zipFile.utils.ts';

type Props = {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** A problem found by the form (nothing picked on submit) or by the server (413, 415, 422). */
  issue?: ZipIssue | null;
  /** Fraction sent while uploading (`null`: unknown); `undefined` when no upload runs. */
  progress?: number | null;
  /** The version whose build is still running, which the new one waits for, when there is one. */
  waitingFor?: string;
  disabled?: boolean;
  autoFocus?: boolean;
};

/**
 * The zip picker of the create form and of 'Upload new source': the extension and size are checked as
 * soon as a file is picked, with the same rule the server applies, and the upload's progress shows below.
 */
export function ZipSourceField({
  label,
  value,
  onChange,
  issue,
  progress,
  waitingFor,
  disabled,
  autoFocus,
}: Props) {
  const { t } = useTranslation('console');
  const { appUploadMaxBytes } = usePublicConfig();
  // A picked file's own problem first: a server answer about an earlier file no longer applies to it.
  const shown = (value ? zipFileIssue(value, appUploadMaxBytes) : null) ?? issue ?? null;
  return (
    <Stack gap="xs">
      <FileInput
        label={label}
        description={t('appsList.createForm.fileHint', uploadTooLargeIssue(appUploadMaxBytes).params)}
        placeholder={t('appView.upload.placeholder')}
        accept=".zip,application/zip"
        value={value}
        onChange={onChange}
        error={
          shown === null
            ? undefined
            : 'text' in shown
              ? shown.text
              : t(`appsList.messages.${shown.key}`, shown.params)
        }
        disabled={disabled}
        clearable
        // Mantine's clear button has no text of its own: axe's button-name.
        clearButtonProps={{ 'aria-label': t('appView.upload.clear') }}
        withAsterisk
        data-autofocus={autoFocus || undefined}
      />
      {progress !== undefined && <UploadProgress progress={progress} waitingFor={waitingFor} />}
    </Stack>
  );
}
