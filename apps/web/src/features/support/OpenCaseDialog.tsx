import { Group, Select, Textarea, TextInput } from '@mantine/core';
import {
  SUPPORT_SUBJECT_MAX,
  SUPPORT_TEXT_MAX,
  type SupportCase,
  supportCaseFieldsSchema,
  supportCategories,
  supportSeverities,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/http/errorText.ts';
import { FormModal } from '../../lib/modals/FormModal.tsx';
import { AttachmentsInput } from './AttachmentsInput.tsx';
import { useOpenCaseMutation } from './api/supportMutations.ts';
import { attachmentIssue } from './attachmentChecks.ts';

type Props = { companyName: string; onClose: () => void; onOpened: (opened: SupportCase) => void };

/** The case form: what is wrong, how badly, and the files that show it. */
export function OpenCaseDialog({ companyName, onClose, onOpened }: Props) {
  const { t } = useTranslation('core');
  const [fields, setFields] = useState({ subject: '', category: '', severity: 'medium', description: '' });
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const open = useOpenCaseMutation({
    onSuccess: (opened) => onOpened(opened),
    onError: (error) => setProblem(errorText(error, t('support.form.error'), [400, 403, 413, 415])),
  });
  const submit = () => {
    const checked = supportCaseFieldsSchema.safeParse(fields);
    if (!checked.success) return setProblem(checked.error.issues.map((issue) => issue.message).join(' '));
    if (attachmentIssue(files)) return;
    setProblem(null);
    open.mutate({ fields, files });
  };
  const set = (name: keyof typeof fields) => (value: string | null) =>
    setFields({ ...fields, [name]: value ?? '' });

  return (
    <FormModal
      title={t('support.form.title', { company: companyName })}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      submitLabel={t('support.form.submit')}
      cancelLabel={t('support.form.cancel')}
      busy={open.isPending}
    >
      <TextInput
        label={t('support.form.subject')}
        required
        maxLength={SUPPORT_SUBJECT_MAX}
        value={fields.subject}
        onChange={(event) => set('subject')(event.currentTarget.value)}
      />
      <Group grow align="flex-start">
        <Select
          label={t('support.form.category')}
          required
          placeholder={t('support.form.categoryPlaceholder')}
          data={supportCategories.map((value) => ({ value, label: t(`support.categories.${value}`) }))}
          value={fields.category || null}
          onChange={set('category')}
        />
        <Select
          label={t('support.form.severity')}
          required
          allowDeselect={false}
          data={supportSeverities.map((value) => ({
            value,
            label: t(`support.severities.${value}.label`),
          }))}
          value={fields.severity}
          onChange={set('severity')}
          description={t(`support.severities.${fields.severity as 'medium'}.hint`)}
        />
      </Group>
      <Textarea
        label={t('support.form.description')}
        description={t('support.form.descriptionHint')}
        required
        rows={7}
        maxLength={SUPPORT_TEXT_MAX}
        value={fields.description}
        onChange={(event) => set('description')(event.currentTarget.value)}
      />
      <AttachmentsInput value={files} onChange={setFiles} disabled={open.isPending} />
    </FormModal>
  );
}
