import { FileInput } from '@mantine/core';
import { SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_ATTACHMENTS_MAX } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { IconPaperclip } from '../../lib/icons/icons.ts';
import { ATTACHMENT_ACCEPT, attachmentIssue } from './attachmentChecks.ts';

type Props = { value: File[]; onChange: (files: File[]) => void; disabled?: boolean };

/** Up to five files of the accepted types, checked as they are chosen. */
export function AttachmentsInput({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('core');
  const issue = attachmentIssue(value);
  return (
    <FileInput
      label={t('support.form.attachments')}
      description={t('support.form.attachmentsHint', {
        max: SUPPORT_ATTACHMENTS_MAX,
        maxMb: SUPPORT_ATTACHMENT_MAX_BYTES / (1024 * 1024),
      })}
      multiple
      clearable
      accept={ATTACHMENT_ACCEPT}
      value={value}
      onChange={onChange}
      disabled={disabled}
      leftSection={<IconPaperclip size={16} aria-hidden />}
      error={issue ? t(`support.form.attachmentIssues.${issue.key}`, issue.params) : undefined}
    />
  );
}
